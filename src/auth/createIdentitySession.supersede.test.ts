import { createIdentityProviderClient } from './createIdentityProviderClient';
import { createIdentitySession } from './createIdentitySession';
import { createLoginStateStore } from './LoginStateStore';
import { createFakeClock, flushPromises } from '@shell/testing/createFakeClock';
import { createMemoryStorage } from './testing/memoryStorage';
import { createScriptedHttp, deferredReply, type ScriptedHttp } from './testing/scriptedHttp';
import { createTokenPairStore } from './TokenPairStore';

const pairBody = (name: string) => ({
  status: 200,
  body: {
    data: { access_token: `access-${name}`, refresh_token: `refresh-${name}`, expires_in: 7200 },
  },
});

let net: ScriptedHttp | undefined;
afterEach(() => net?.restore());

describe('createIdentitySession over the real HTTP client', () => {
  describe('when a new code is exchanged while a refresh is still in flight', () => {
    it('ignores the superseded refresh, keeps the current pair, then stores the new one', async () => {
      const clock = createFakeClock();
      const heldRefresh = deferredReply();
      const heldExchange = deferredReply();
      net = createScriptedHttp(
        (request) => {
          const body = request.body as { code?: string; refreshToken?: string };
          if (body.refreshToken) return heldRefresh.promise;
          return body.code === 'code-1' ? pairBody('1') : heldExchange.promise;
        },
        { now: clock.now },
      );
      const storage = createMemoryStorage();
      const log = { warn: jest.fn(), error: jest.fn() };
      const session = createIdentitySession({
        idp: createIdentityProviderClient({ http: net.http, host: 'https://idp.test', clock }),
        loginState: createLoginStateStore(storage),
        tokenPairs: createTokenPairStore(storage, '/'),
        clock,
        crossOrigin: false,
        redirectUri: 'https://app/',
        log,
      });
      await session.finishLogin('code-1');
      session.stop();

      const refreshing = session.refresh();
      const newLogin = session.finishLogin('code-2');
      await expect(refreshing).resolves.toMatchObject({ access_token: 'access-1' });
      heldExchange.resolve(pairBody('2'));
      await expect(newLogin).resolves.toMatchObject({ access_token: 'access-2' });
      heldRefresh.resolve(pairBody('late'));
      await flushPromises();
      expect(session.currentAccessToken()).toBe('access-2');
      expect(net.requests.map((r) => r.body)).toEqual([
        { clientId: 'client-app', grantType: 'authorization_code', code: 'code-1' },
        { clientId: 'client-app', grantType: 'refresh_token', refreshToken: 'refresh-1' },
        { clientId: 'client-app', grantType: 'authorization_code', code: 'code-2' },
      ]);
      expect(log.warn).not.toHaveBeenCalled();
    });
  });
});
