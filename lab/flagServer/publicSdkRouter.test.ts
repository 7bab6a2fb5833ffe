import { booleanFlag, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';

const KEY = 'public-test-key';
const USER = { keyId: 'u1', name: 'Ann', customizedProperties: [] };

describe('the public SDK endpoints', () => {
  let flags: FlagTestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${flags.origin}/api/public${path}`, {
      method: 'POST',
      headers: { Authorization: KEY, 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeEach(async () => {
    const definitionsDir = writeDefinitions({ flags: [booleanFlag('a'), booleanFlag('b')] });
    flags = await startFlagTestServer({ sdkKeys: [KEY], definitionsDir, now: () => 1_000 });
  });
  afterEach(() => flags.close());

  describe('polling', () => {
    it('answers timestamp 0 with a full data-sync for the posted user', async () => {
      const response = await post('/sdk/client/latest-all?timestamp=0', USER);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        messageType: 'data-sync',
        data: { eventType: 'full', userKeyId: 'u1', featureFlags: [{ id: 'a' }, { id: 'b' }] },
      });
    });

    it('answers with a patch of the newer flags, or an empty 200 when none', async () => {
      const empty = await post('/sdk/client/latest-all?timestamp=1000', USER);
      expect([empty.status, await empty.text()]).toEqual([200, '']);
      flags.flags.repository.upsertFlag(booleanFlag('b', { isEnabled: false }));
      const patch = await post('/sdk/client/latest-all?timestamp=1000', USER);
      expect(await patch.json()).toMatchObject({
        data: { eventType: 'patch', featureFlags: [{ id: 'b', variation: 'false' }] },
      });
    });

    it('refuses an unknown key with 401, which the SDK treats as final', async () => {
      const response = await post('/sdk/client/latest-all?timestamp=0', USER, {
        Authorization: 'x',
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('error:lab:bad-sdk-key');
    });

    it('answers a body without a user keyId or with broken JSON with 400, never 5xx', async () => {
      expect((await post('/sdk/client/latest-all', { name: 'Ann' })).status).toBe(400);
      expect((await post('/sdk/client/latest-all', '{broken')).status).toBe(400);
    });
  });

  describe('events', () => {
    it('stores a batch of insights and answers an empty 200', async () => {
      const insight = { user: USER, metrics: [{ eventName: 'saved', numericValue: 1 }] };
      const response = await post('/insight/track', [insight, insight]);
      expect([response.status, await response.text()]).toEqual([200, '']);
      expect(flags.flags.insights.totals().metrics).toEqual({ saved: 2 });
      expect(flags.flags.insights.requests()[0].insights).toBe(2);
    });

    it('answers a body that is not an array with 400', async () => {
      expect((await post('/insight/track', { user: USER })).status).toBe(400);
    });
  });

  describe('CORS', () => {
    it('answers the preflight of a loopback origin with the SDK headers allowed', async () => {
      const response = await fetch(`${flags.origin}/api/public/sdk/client/latest-all`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:4510',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type,x-user-agent',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4510');
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, X-User-Agent, User-Agent',
      );
    });

    it('gives a foreign origin no CORS headers', async () => {
      const response = await post('/insight/track', [], { Origin: 'https://evil.example' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
