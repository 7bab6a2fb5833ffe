import { HttpError } from '../http';
import { deferredReply } from './testing/scriptedHttp';
import { setUpScriptedIdentityProvider } from './testing/setUpScriptedIdentityProvider';

const PAIR = { access_token: 'a1', refresh_token: 'r1', id_token: 'i1', expires_in: 7200 };

const provider = setUpScriptedIdentityProvider();

describe('createIdentityProviderClient', () => {
  describe('when exchanging an auth code', () => {
    it('posts the client id, grant type and code as JSON and dates the pair', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: PAIR } }));
      const pair = await idp.token({ grantType: 'authorization_code', code: 'c1' });
      expect(provider.net.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: 'https://idp.test/api/idp/public/oauth2/token',
          body: { clientId: 'client-app', grantType: 'authorization_code', code: 'c1' },
        }),
      ]);
      expect(pair).toEqual({ ...PAIR, expires_at: provider.clock.now() + 7_200_000 });
    });
  });

  describe('when refreshing', () => {
    it('sends the refresh token under the configured client id', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: PAIR } }), {
        clientId: 'other',
      });
      await idp.token({ grantType: 'refresh_token', refreshToken: 'r0' });
      expect(provider.net.requests[0]?.body).toEqual({
        clientId: 'other',
        grantType: 'refresh_token',
        refreshToken: 'r0',
      });
    });
  });

  describe('when identical token calls start within 1000 ms', () => {
    it('sends one request and gives both callers the pair', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: PAIR } }));
      const first = idp.token({ grantType: 'refresh_token', refreshToken: 'r0' });
      provider.clock.advance(999);
      const second = idp.token({ grantType: 'refresh_token', refreshToken: 'r0' });
      await expect(Promise.all([first, second])).resolves.toEqual([
        expect.objectContaining({ access_token: 'a1' }),
        expect.objectContaining({ access_token: 'a1' }),
      ]);
      expect(provider.net.requests).toHaveLength(1);
    });

    it('sends a second request once the window has passed', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: PAIR } }));
      await idp.token({ grantType: 'refresh_token', refreshToken: 'r0' });
      provider.clock.advance(1000);
      await idp.token({ grantType: 'refresh_token', refreshToken: 'r0' });
      expect(provider.net.requests).toHaveLength(2);
    });
  });

  describe('when a newer token call with another body supersedes a pending one', () => {
    it('rejects the older caller with the ignorable error:ignore', async () => {
      const held = deferredReply();
      const idp = provider.start((request) =>
        (request.body as { code: string }).code === 'old'
          ? held.promise
          : { status: 200, body: { data: PAIR } },
      );
      const older = idp.token({ grantType: 'authorization_code', code: 'old' });
      await idp.token({ grantType: 'authorization_code', code: 'new' });
      const error = await older.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ code: 'error:ignore' });
      held.resolve({ status: 200, body: { data: PAIR } });
    });
  });

  describe('when authorizing a known staff', () => {
    const request = { corpId: 'c1', staffId: 'c1:u1', userId: 'u1', redirectUri: 'https://app/' };

    it('posts the requested identity with cookies and returns data.code', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: { code: 'fresh' } } }));
      await expect(idp.authorize(request)).resolves.toBe('fresh');
      expect(provider.net.requests[0]).toMatchObject({
        url: 'https://idp.test/api/idp/public/oauth2/authorize',
        withCredentials: true,
        body: {
          requestedIdentity: { corpId: 'c1', staffId: 'c1:u1', userId: 'u1', tokenType: 'staff' },
          grantType: 'authorize',
          clientId: 'client-app',
          redirectUri: 'https://app/',
        },
      });
    });

    it('rejects an answer without a code', async () => {
      const idp = provider.start(() => ({ status: 200, body: { data: { code: {} } } }));
      await expect(idp.authorize(request)).rejects.toMatchObject({
        code: 'error:auth:invalid-answer',
      });
    });

    it('rejects a refused authorization with the provider code', async () => {
      const idp = provider.start(() => ({
        status: 401,
        body: { error: { code: 'error:idp:login', message: 'login' } },
      }));
      await expect(idp.authorize(request)).rejects.toMatchObject({
        code: 'error:idp:login',
        status: 401,
      });
    });
  });
});
