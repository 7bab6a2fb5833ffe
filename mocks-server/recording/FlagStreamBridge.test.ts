import { FlagStreamBridge } from './FlagStreamBridge';
import { Recorder } from './Recorder';
import type { FlagSyncData } from './Recording';
import { ReplayMiddleware } from './ReplayMiddleware';
import { clientFlag, flagSync, httpEntry, recordingOf } from './testing/recordingFixtures';

const liveFull: FlagSyncData = {
  eventType: 'full',
  userKeyId: 'u1',
  featureFlags: [clientFlag('live', 'true', 1)],
};

describe('the flag stream bridge', () => {
  let clock: number;
  let recorder: Recorder;
  let replay: ReplayMiddleware;
  let bridge: FlagStreamBridge;

  beforeEach(() => {
    clock = Date.UTC(2026, 0, 1);
    recorder = new Recorder(() => new Date(clock));
    replay = new ReplayMiddleware();
    bridge = new FlagStreamBridge(recorder, replay);
  });

  describe('when the session records', () => {
    it('appends answers, pushes, polls and changes with ms since the start', () => {
      recorder.start('qa-1', 'flags');
      const stream = bridge.connect('qa-1', () => undefined);
      clock += 5;
      expect(stream.answer('u1', null, () => liveFull)).toEqual(liveFull);
      clock += 7;
      bridge.changed({ change: 'flag', key: 'live', flagKeys: ['live'] });
      const patch: FlagSyncData = { ...liveFull, eventType: 'patch' };
      stream.pushed(patch);
      bridge.poll('qa-1', 'u1', 1, () => ({ ...patch, featureFlags: [] }));
      bridge.poll('qa-1', 'u1', null, () => liveFull);
      expect(recorder.stop('qa-1')?.entries).toEqual([
        { kind: 'flag-sync', atMs: 5, cause: 'request', ...liveFull },
        { kind: 'flag-change', atMs: 12, change: 'flag', key: 'live', flagKeys: ['live'] },
        { kind: 'flag-sync', atMs: 12, cause: 'push', ...patch },
        // The empty poll went out as an empty 200: not a message, not recorded.
        { kind: 'flag-sync', atMs: 12, cause: 'poll', ...liveFull },
      ]);
    });

    it('keeps another session’s stream out, but records a flag change in every recording', () => {
      recorder.start('qa-1', 'mine');
      recorder.start('qa-2', 'theirs');
      bridge.connect('qa-2', () => undefined).answer('u2', null, () => liveFull);
      bridge.changed({ change: 'reset', key: null, flagKeys: [] });
      expect(recorder.stop('qa-1')?.entries.map((entry) => entry.kind)).toEqual(['flag-change']);
      expect(recorder.stop('qa-2')?.entries.map((entry) => entry.kind)).toEqual([
        'flag-sync',
        'flag-change',
      ]);
    });
  });

  describe('when the session replays', () => {
    const full = flagSync('full', 'u1', [clientFlag('a', 'true', 10)]);
    const patch = flagSync('patch', 'u1', [clientFlag('a', 'false', 20)]);

    it('answers from the recording and pushes a patch when the replay moves on to it', () => {
      replay.start('qa-1', recordingOf([full, httpEntry('/api/x'), patch]));
      const sent: FlagSyncData[] = [];
      const stream = bridge.connect('qa-1', (data) => sent.push(data));
      const live = jest.fn(() => liveFull);
      expect(stream.replaying()).toBe(true);
      expect(stream.answer('u1', null, live).featureFlags).toEqual(full.featureFlags);
      stream.flush();
      expect(sent).toEqual([]);
      expect(replay.advanceFlags('qa-1')?.featureFlags).toEqual(patch.featureFlags);
      expect(sent.map((data) => data.featureFlags)).toEqual([patch.featureFlags]);
      expect(live).not.toHaveBeenCalled();
    });

    it('answers polls from the replayed flags and leaves other sessions live', () => {
      replay.start('qa-1', recordingOf([full]));
      expect(bridge.poll('qa-1', 'u1', null, () => liveFull).featureFlags).toEqual(
        full.featureFlags,
      );
      expect(bridge.poll('qa-2', 'u1', null, () => liveFull)).toBe(liveFull);
      expect(bridge.connect('qa-2', () => undefined).replaying()).toBe(false);
    });

    it('stops pushing to a stream once it closed', () => {
      replay.start('qa-1', recordingOf([full, patch]));
      const sent: FlagSyncData[] = [];
      const stream = bridge.connect('qa-1', (data) => sent.push(data));
      stream.answer('u1', null, () => liveFull);
      stream.close();
      replay.advanceFlags('qa-1');
      expect(sent).toEqual([]);
    });
  });
});
