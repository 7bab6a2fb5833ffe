import { booleanFlag, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';

const offForAll = booleanFlag('feature', {
  fallthrough: {
    dispatchKey: null,
    includedInExpt: false,
    variations: [{ id: 'off', rollout: [0, 1], exptRollout: 1 }],
  },
});

describe('the flag admin helpers for product teams', () => {
  let flags: FlagTestServer;

  beforeEach(async () => {
    const definitionsDir = writeDefinitions({ flags: [booleanFlag('module-x'), offForAll] });
    flags = await startFlagTestServer({ definitionsDir });
  });
  afterEach(() => flags.close());

  it('enables, disables and archives a flag in one call each', async () => {
    expect((await flags.admin('/module-x/disable', { body: {} })).body.flag).toMatchObject({
      isEnabled: false,
    });
    expect((await flags.admin('/module-x/enable', { body: {} })).body.flag).toMatchObject({
      isEnabled: true,
    });
    expect((await flags.admin('/module-x/archive', { body: {} })).body.flag).toMatchObject({
      isArchived: true,
    });
  });

  it('targets tenants and reports which variation each tenant gets', async () => {
    const saved = await flags.admin('/feature/tenants', {
      body: { corporationIds: ['A', 'B'], variationId: 'on' },
    });
    expect(saved.status).toBe(200);
    const { body } = await flags.admin('/feature/tenants?ids=A,B,C');
    expect(body).toEqual({
      flagKey: 'feature',
      isEnabled: true,
      tenants: [
        { corporationId: 'A', variationId: 'on', value: 'true', reason: 'Tenants served On' },
        { corporationId: 'B', variationId: 'on', value: 'true', reason: 'Tenants served On' },
        { corporationId: 'C', variationId: 'off', value: 'false', reason: 'default' },
      ],
    });
  });

  it('refuses tenant targeting without a variationId', async () => {
    const { status, body } = await flags.admin('/feature/tenants', {
      body: { corporationIds: ['A'] },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { message: expect.stringMatching(/variationId is missing/) },
    });
  });

  it('rolls a flag out by percentage with tenants as the buckets', async () => {
    const { body } = await flags.admin('/feature/rollout', { body: { percentage: 40 } });
    expect(body.flag).toMatchObject({
      fallthrough: { dispatchKey: 'corporationId', variations: [{ rollout: [0, 0.4] }, {}] },
    });
    const bad = await flags.admin('/feature/rollout', { body: { percentage: 140 } });
    expect(bad.status).toBe(400);
  });
});
