/**
 * Conformance with FeatBit's evaluation server (docs/flags.md): its fake store
 * (Infrastructure/Fakes/flags.json + segments.json), the user of DataSyncTests, and the expected
 * answers of the verified snapshot DataSyncTests.DoClientDataSyncAsync.
 * Imported through index.ts so the public entry point is exercised too.
 */
import { featbitFakeFlags as flags, featbitFakeSegments as segments } from './featbitFakes.fixture';
import { toClientFlag } from './index';

const tester = { keyId: '3db19c81-e149-4b97-8a0d-79d34531fe59', name: 'tester' };

describe('conformance with FeatBit’s evaluation server snapshot', () => {
  const synced = flags.map((flag) => toClientFlag(flag, tester, segments));

  it('serves the snapshot’s variations, all with reason "default" and in the experiment', () => {
    expect(
      synced.map(({ id, variation, matchReason, sendToExperiment }) => [
        id,
        variation,
        matchReason,
        sendToExperiment,
      ]),
    ).toEqual([
      ['returns-true', 'true', 'default', true],
      ['return-10p-true', 'false', 'default', true],
      ['individual-targeting', 'true', 'default', true],
      ['two-custom-rules', 'true', 'default', true],
      ['custom-rule-with-segment', 'true', 'default', true],
    ]);
  });

  it('sends the snapshot’s timestamps, so only custom-rule-with-segment is newer than 1674885300000', () => {
    expect(synced.map((flag) => flag.timestamp)).toEqual([
      1674871495616, 1674871694804, 1674872452102, 1674884975885, 1674885485421,
    ]);
    expect(synced.filter((flag) => flag.timestamp > 1674885300000).map((flag) => flag.id)).toEqual([
      'custom-rule-with-segment',
    ]);
  });

  it('treats the fixture’s listed users as the sample segment and targeting intend', () => {
    const [, , targeting, , withSegment] = flags;
    expect(toClientFlag(targeting, { keyId: 'false-3', name: 'x' }, segments)).toMatchObject({
      variation: 'false',
      matchReason: 'targeted',
    });
    expect(toClientFlag(withSegment, { keyId: 'false-3', name: 'x' }, segments).matchReason).toBe(
      'default',
    );
    expect(toClientFlag(withSegment, { keyId: 'true-3', name: 'x' }, segments).matchReason).toBe(
      'Rule 1',
    );
  });
});
