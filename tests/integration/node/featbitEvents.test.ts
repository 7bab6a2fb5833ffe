import {
  buildSdkClient,
  closeSdkClient,
  staffUser,
  TEST_SDK_KEY,
} from '../../../lab/flagServer/testing/buildSdkClient';
import { installSdkGlobals } from '../../../lab/flagServer/testing/installSdkGlobals';
import {
  startFlagTestServer,
  type FlagTestServer,
} from '../../../lab/flagServer/testing/startFlagTestServer';

interface EventsAnswer {
  counts: { evaluations: Record<string, number>; metrics: Record<string, number> };
  requests: Array<{ insights: number }>;
}

describe('the real FeatBit SDK sending events to the mock flag server', () => {
  let flags: FlagTestServer;

  beforeEach(async () => {
    installSdkGlobals();
    flags = await startFlagTestServer({ sdkKeys: [TEST_SDK_KEY] });
  });
  afterEach(() => flags.close());

  it('delivers evaluations and metrics in batches of at most 50 insights', async () => {
    const sdk = buildSdkClient(flags.origin, { user: staffUser('u-20', 'tenant-a') });
    try {
      await sdk.waitForInitialization();
      sdk.boolVariation('module-bills', false);
      sdk.boolVariation('module-print', false);
      // Distinct names: the SDK collapses identical events within a flush.
      for (let index = 0; index < 120; index += 1) sdk.track(`clicked-${index}`, index);
    } finally {
      await closeSdkClient(sdk); // close() flushes what is queued
    }

    const { body } = await flags.admin('/events');
    const events = body as unknown as EventsAnswer;
    expect(Object.keys(events.counts.metrics)).toHaveLength(120);
    expect(events.counts.evaluations).toMatchObject({ 'module-bills': 1, 'module-print': 1 });
    const sizes = events.requests.map((request) => request.insights);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(122);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
  });
});
