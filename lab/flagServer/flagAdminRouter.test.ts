import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { booleanFlag, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';

const offForAll = booleanFlag('feature', {
  fallthrough: {
    dispatchKey: null,
    includedInExpt: false,
    variations: [{ id: 'off', rollout: [0, 1], exptRollout: 1 }],
  },
});

describe('the flag admin API', () => {
  let flags: FlagTestServer;
  let definitionsDir: string;

  beforeEach(async () => {
    definitionsDir = writeDefinitions({ flags: [booleanFlag('module-x'), offForAll] });
    flags = await startFlagTestServer({ definitionsDir });
  });
  afterEach(() => flags.close());

  it('lists flags and segments, and answers one flag by key', async () => {
    const list = await flags.admin('');
    expect(list.body).toMatchObject({
      flags: [{ key: 'module-x' }, { key: 'feature' }],
      segments: [],
    });
    expect((await flags.admin('/feature')).body).toMatchObject({ flag: { key: 'feature' } });
  });

  it('answers an unknown flag with a 404 in the lab envelope', async () => {
    const { status, body } = await flags.admin('/nope');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'error:lab:no-flag', message: 'No flag with key "nope"' },
    });
  });

  it('creates a flag with PUT and fills FeatBit defaults', async () => {
    const { status, body } = await flags.admin('/new-flag', {
      method: 'PUT',
      body: { variationType: 'string', variations: [{ id: 'a', value: 'alpha' }] },
    });
    expect(status).toBe(200);
    expect(body.flag).toMatchObject({
      key: 'new-flag',
      isEnabled: false,
      disabledVariationId: 'a',
    });
  });

  it('refuses an invalid flag with a 400 that names the problem', async () => {
    const { status, body } = await flags.admin('/feature', {
      method: 'PUT',
      body: { ...offForAll, disabledVariationId: 'missing' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'error:lab:bad-flag',
        message: 'disabledVariationId "missing" is not one of the flag\'s variation ids',
      },
    });
  });

  it('refuses a PUT whose body names another key, and a reserved key', async () => {
    const other = await flags.admin('/feature', { method: 'PUT', body: booleanFlag('other') });
    expect(other.status).toBe(400);
    const reserved = await flags.admin('', { body: booleanFlag('reset') });
    expect(reserved.body).toMatchObject({ error: { message: expect.stringMatching(/reserved/) } });
  });

  it('exports the current definitions in FeatBit JSON, whole or one file', async () => {
    await flags.admin('/module-x/disable', { body: {} });
    const whole = await flags.admin('/export');
    expect(whole.body).toMatchObject({ flags: [{ key: 'module-x', isEnabled: false }, {}] });
    const onlyFlags = await flags.admin('/export?file=flags.json');
    expect(Array.isArray(onlyFlags.body)).toBe(true);
  });

  it('reports connections and events', async () => {
    expect((await flags.admin('/connections')).body).toEqual({ count: 0, connections: [] });
    flags.flags.insights.record([{ user: { keyId: 'u' }, metrics: [{ eventName: 'e' }] }]);
    const events = await flags.admin('/events');
    expect(events.body).toMatchObject({
      counts: { metrics: { e: 1 } },
      requests: [{ insights: 1 }],
    });
    expect((await flags.admin('/events', { method: 'DELETE' })).status).toBe(204);
    expect((await flags.admin('/events')).body).toMatchObject({ requests: [], insights: [] });
  });

  it('reloads the definition files on reset, and keeps serving when they are broken', async () => {
    await flags.admin('/module-x/disable', { body: {} });
    expect((await flags.admin('/reset', { body: {} })).body).toEqual({ flags: 2, segments: 0 });
    expect(flags.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);

    writeFileSync(path.join(definitionsDir, 'flags.json'), '[oops');
    const broken = await flags.admin('/reset', { body: {} });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: { code: 'error:lab:bad-definitions' } });
    expect(flags.flags.repository.listFlags()).toHaveLength(2);
  });

  it('answers an unknown admin path with a JSON 404', async () => {
    const { status, body } = await flags.admin('/feature/explode', { body: {} });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'error:lab:no-route' } });
  });
});
