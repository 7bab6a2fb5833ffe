import type { ServerFrame } from '../../../lab/flagServer/testing/connectRawClient';
import {
  flagRecordingHarness,
  QA_SESSION as QA,
  QA_USER,
  RECORDED_CALL,
} from '../../../lab/flagServer/testing/flagRecordingHarness';

describe('recording the flag stream with the HTTP traffic and replaying both', () => {
  const { lab, stream, nextAfterPing, record, cleanUp } = flagRecordingHarness();
  afterEach(cleanUp);

  it('keeps one ordered timeline of the stream, the HTTP call and the admin change', async () => {
    const { recording, full, patch } = await record();
    expect(recording.format).toBe('lab-recording/3');
    expect(recording.entries.map((entry) => entry.kind)).toEqual([
      'flag-sync',
      'http',
      'flag-change',
      'flag-sync',
    ]);
    expect(recording.entries[0]).toMatchObject({ cause: 'request', ...full.data });
    expect(recording.entries[2]).toMatchObject({ change: 'flag', key: 'module-print' });
    expect(recording.entries[3]).toMatchObject({ cause: 'push', ...patch.data });
    expect(patch.data.featureFlags).toEqual([
      expect.objectContaining({ id: 'module-print', variation: 'false' }),
    ]);
  });

  it('gives a fresh stream the same full, then the patch once the HTTP replay reaches it', async () => {
    const { recording, full, patch, answer } = await record();
    const fresh = await lab();
    expect((await fresh.call('/__lab/replay/start', QA, recording)).status).toBe(201);
    const client = await stream(fresh);
    client.dataSync(0, QA_USER);
    expect(await client.next()).toEqual(full);
    expect((await nextAfterPing(client)).messageType).toBe('pong');

    expect((await fresh.call(RECORDED_CALL, QA)).body).toEqual(answer);
    expect(await client.next()).toEqual(patch);
    expect((await fresh.call('/__lab/replay', QA)).body).toMatchObject({
      replay: { remaining: 0, flagMessages: 2, flagMessagesDue: 2 },
    });
  });

  it('keeps live admin changes out of the replaying stream and its polls', async () => {
    const { recording } = await record();
    const fresh = await lab();
    await fresh.call('/__lab/replay/start', QA, recording);
    const replaying = await stream(fresh);
    replaying.dataSync(0, QA_USER);
    await replaying.next();
    const other = await stream(fresh, 'qa-2');
    other.dataSync(0, QA_USER);
    await other.next();

    expect((await fresh.call('/__lab/flags/module-bills/disable', QA, {})).status).toBe(200);
    expect((await other.next()).data.featureFlags).toEqual([
      expect.objectContaining({ id: 'module-bills', variation: 'false' }),
    ]);
    expect((await nextAfterPing(replaying)).messageType).toBe('pong');

    const poll = await fresh.call('/api/public/sdk/client/latest-all?timestamp=0', QA, QA_USER);
    const flags = (poll.body as ServerFrame).data.featureFlags ?? [];
    expect(flags.find((flag) => flag.id === 'module-bills')?.variation).toBe('true');
    // The patch was recorded after the HTTP call, which has not been replayed yet.
    expect(flags.find((flag) => flag.id === 'module-print')?.variation).toBe('true');
  });
});
