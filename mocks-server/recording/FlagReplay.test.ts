import { FlagReplay } from './FlagReplay';
import { clientFlag, flagSync, httpEntry } from './testing/recordingFixtures';

const full = flagSync('full', 'u1', [clientFlag('a', 'true', 10), clientFlag('b', 'true', 10)]);
const patchA = flagSync('patch', 'u1', [clientFlag('a', 'false', 20)]);
const patchB = flagSync('patch', 'u1', [clientFlag('b', 'false', 30)]);

// full at HTTP position 0, patchA after one exchange, patchB after two.
function replay(): FlagReplay {
  return new FlagReplay([full, httpEntry('/one'), patchA, httpEntry('/two'), patchB]);
}

describe('FlagReplay', () => {
  it('answers a stream’s first data-sync with the recorded full, whatever its timestamp', () => {
    const flags = replay();
    expect(flags.answer({}, 'u1', 999)).toEqual({
      eventType: 'full',
      userKeyId: 'u1',
      featureFlags: full.featureFlags,
    });
  });

  it('delivers each patch once the HTTP replay reaches where it was recorded, in order', () => {
    const flags = replay();
    const stream = {};
    flags.answer(stream, 'u1', null);
    expect(flags.due(stream)).toEqual([]);
    flags.exchangeServed();
    expect(flags.due(stream).map((data) => data.featureFlags[0].timestamp)).toEqual([20]);
    expect(flags.due(stream)).toEqual([]);
    flags.exchangeServed();
    expect(flags.due(stream).map((data) => data.featureFlags[0].timestamp)).toEqual([30]);
  });

  it('gives a stream that connects late the full, then every patch already due', () => {
    const flags = replay();
    flags.exchangeServed();
    flags.exchangeServed();
    const late = {};
    expect(flags.answer(late, 'u1', null).eventType).toBe('full');
    expect(flags.due(late).map((data) => data.eventType)).toEqual(['patch', 'patch']);
  });

  it('forces the next pending message due on advance, and says when none is left', () => {
    const flags = replay();
    const stream = {};
    flags.answer(stream, 'u1', null);
    expect(flags.advance()?.featureFlags[0].id).toBe('a');
    expect(flags.due(stream)).toHaveLength(1);
    expect(flags.advance()?.featureFlags[0].id).toBe('b');
    expect(flags.advance()).toBeNull();
    expect(flags.status()).toEqual({ flagMessages: 3, flagMessagesDue: 3 });
  });

  it('answers polls and later data-syncs from the flags replayed so far', () => {
    const flags = replay();
    const stream = {};
    flags.answer(stream, 'u1', null);
    flags.exchangeServed();
    expect(flags.poll('u1', null).featureFlags.map((flag) => flag.variation)).toEqual([
      'false',
      'true',
    ]);
    expect(flags.poll('u1', 10)).toMatchObject({ eventType: 'patch', featureFlags: [{ id: 'a' }] });
    expect(flags.answer(stream, 'u1', 20)).toMatchObject({ eventType: 'patch', featureFlags: [] });
    // The later answer included patchA, so it is not pushed again.
    expect(flags.due(stream)).toEqual([]);
  });

  it('answers a user the recording never saw with an empty full', () => {
    expect(replay().answer({}, 'stranger', null)).toEqual({
      eventType: 'full',
      userKeyId: 'stranger',
      featureFlags: [],
    });
  });

  it('skips empty patches and builds on nothing when the recording began with a patch', () => {
    const empty = flagSync('patch', 'u2', [], 'request');
    const only = flagSync('patch', 'u2', [clientFlag('a', 'true', 5)]);
    const flags = new FlagReplay([empty, only]);
    const stream = {};
    expect(flags.answer(stream, 'u2', null).featureFlags).toEqual([]);
    expect(flags.due(stream)).toEqual([
      { eventType: 'patch', userKeyId: 'u2', featureFlags: only.featureFlags },
    ]);
  });

  it('hands out copies, so a caller cannot change what is replayed next', () => {
    const flags = replay();
    flags.answer({}, 'u1', null).featureFlags[0].variation = 'tampered';
    expect(flags.answer({}, 'u1', null).featureFlags[0].variation).toBe('true');
  });
});
