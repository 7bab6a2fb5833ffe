import { BUSINESS_CENTER_TOKEN_KEY } from './BusinessCenterTokenStore';
import { flushPromises } from './testing/createFakeClock';
import { createBusinessCenterHarness, tokenAnswer } from './testing/businessCenterHarness';
import { createMemoryStorage } from './testing/memoryStorage';
import type { ScriptedHttp } from './testing/scriptedHttp';

let net: ScriptedHttp | undefined;
afterEach(() => net?.restore());

const harness = (...args: Parameters<typeof createBusinessCenterHarness>) => {
  const h = createBusinessCenterHarness(...args);
  net = h.net;
  return h;
};

const invalidCode = { status: 401, body: { code: 401, message: 'invalid code: expired' } };

describe('createBusinessCenterTokens', () => {
  describe('when no token is held and a temporary code is given', () => {
    it('posts the code as a form with a 60 s timeout', async () => {
      const h = harness(() => tokenAnswer('1'));
      await expect(h.tokens.getToken('tmp')).resolves.toBe('bc-1');
      expect(h.net.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: 'https://bc.example.com/auth/oauth2/token/expense',
          body: { client_id: 'client-app', grant_type: 'authorization_code', code: 'tmp' },
          timeout: 60_000,
        }),
      ]);
      expect(h.net.requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
    });

    it('caches the token and stores the full answer under one key', async () => {
      const h = harness(() => tokenAnswer('1'));
      await h.tokens.getToken('tmp');
      await expect(h.tokens.getToken()).resolves.toBe('bc-1');
      expect(h.net.requests).toHaveLength(1);
      expect(JSON.parse(h.storage.items.get(BUSINESS_CENTER_TOKEN_KEY) ?? '')).toEqual({
        response: tokenAnswer('1').body,
        expiresAt: h.clock.now() + 3_600_000,
      });
      h.tokens.stop();
    });
  });

  describe('when the temporary code is rejected as an invalid code', () => {
    it('retries with the stored refresh token', async () => {
      const first = harness(() => tokenAnswer('0', 1));
      await first.tokens.getToken('old');
      first.net.restore();
      const h = harness(
        (request) => ((request.body as { code?: string }).code ? invalidCode : tokenAnswer('2')),
        first.storage,
      );
      await expect(h.tokens.getToken('spent')).resolves.toBe('bc-2');
      expect(h.net.requests.map((r) => r.body)).toEqual([
        { client_id: 'client-app', grant_type: 'authorization_code', code: 'spent' },
        { client_id: 'client-app', grant_type: 'refresh_token', refresh_token: 'bc-refresh-0' },
      ]);
    });

    it('rejects with the invalid-code error when no refresh token is stored', async () => {
      const h = harness(() => invalidCode);
      await expect(h.tokens.getToken('spent')).rejects.toMatchObject({
        name: 'BusinessCenterError',
        status: 401,
        message: 'invalid code: expired',
      });
      expect(h.net.requests).toHaveLength(1);
    });

    it('also reads a 200 answer carrying code 401 and that message', async () => {
      const h = harness(() => ({ status: 200, body: invalidCode.body }));
      await expect(h.tokens.getToken('spent')).rejects.toMatchObject({ code: '401' });
    });
  });

  describe('when the code is rejected for another reason', () => {
    it('does not fall back to the stored refresh token', async () => {
      const first = harness(() => tokenAnswer('0', 1));
      await first.tokens.getToken('old');
      first.net.restore();
      const h = harness(() => ({ status: 401, body: { message: 'forbidden' } }), first.storage);
      await expect(h.tokens.getToken('tmp')).rejects.toMatchObject({ message: 'forbidden' });
      expect(h.net.requests).toHaveLength(1);
    });
  });

  describe('when there is neither code nor refresh token', () => {
    it('rejects without calling the business center', async () => {
      const h = harness(() => tokenAnswer('1'));
      await expect(h.tokens.getToken()).rejects.toMatchObject({ code: 'error:bc:no-credential' });
      expect(h.net.requests).toHaveLength(0);
    });
  });

  describe('when the stored answer is corrupt', () => {
    it.each(['{', JSON.stringify({ response: { data: {} }, expiresAt: 1 }), 'null'])(
      'treats %s as absent',
      async (raw) => {
        const h = harness(
          () => tokenAnswer('1'),
          createMemoryStorage({ [BUSINESS_CENTER_TOKEN_KEY]: raw }),
        );
        await expect(h.tokens.getToken()).rejects.toMatchObject({ code: 'error:bc:no-credential' });
      },
    );
  });

  describe('when the answer is malformed', () => {
    it('rejects with the invalid-answer code', async () => {
      const h = harness(() => ({ status: 200, body: { data: { token: 5 } } }));
      await expect(h.tokens.getToken('tmp')).rejects.toMatchObject({
        code: 'error:auth:invalid-answer',
      });
      await flushPromises();
      expect(h.storage.items.size).toBe(0);
    });
  });
});
