import { AuthError } from './AuthError';
import { CORPORATION_ID_KEY, SESSION_TOKEN_KEY } from './resolveStoredLogin';
import { fakeIdToken } from './testing/fakeIdToken';
import type { ScriptedHttp } from './testing/scriptedHttp';
import { createSignInHarness, SESSION_OK } from './testing/signInHarness';
import type { TokenPair } from './TokenPair';

const PAIR: TokenPair = {
  access_token: 'idp-access',
  refresh_token: 'idp-refresh',
  id_token: fakeIdToken({ corpId: 'c1', userId: 'u1', staffId: 'c1:u1' }),
  expires_in: 60,
  expires_at: 1,
};
const missingCode = () =>
  new AuthError({ code: 'error:idp:missing-authcode', message: 'No auth code found' });

let net: ScriptedHttp | undefined;
let log: ReturnType<typeof createSignInHarness>['log'];
afterEach(() => net?.restore());

function signInWith(...args: Parameters<typeof createSignInHarness>) {
  const h = createSignInHarness(...args);
  net = h.net;
  log = h.log;
  return { signIn: h.signIn, session: { finishLogin: h.finishLogin } };
}

describe('createIdentitySignIn', () => {
  describe('when the identity-provider login succeeds', () => {
    it('signs in with its access token and the id_token identity', async () => {
      const { signIn, session } = signInWith(async () => PAIR, SESSION_OK);
      await expect(signIn('code-1')).resolves.toEqual({
        kind: 'signed-in',
        session: { accessToken: 'idp-access', corporationId: 'c1', userId: 'u1' },
      });
      expect(session.finishLogin).toHaveBeenCalledWith('code-1');
      expect(net?.requests).toHaveLength(0);
    });
  });

  describe('when the identity provider has no auth code', () => {
    it('falls back to the session login with the stored token', async () => {
      const { signIn } = signInWith(() => Promise.reject(missingCode()), SESSION_OK, {
        [SESSION_TOKEN_KEY]: 'stored',
        [CORPORATION_ID_KEY]: 'c-stored',
      });
      await expect(signIn()).resolves.toEqual({
        kind: 'signed-in',
        session: { accessToken: 'session-token', isAssistPlatform: false, corporationId: 'c9' },
      });
      expect(net?.requests[0]).toMatchObject({
        url: '/account/v2/session',
        params: { accessToken: 'stored' },
      });
    });

    it('uses the stored corporation when the session answer has none', async () => {
      const { signIn } = signInWith(
        () => Promise.reject(missingCode()),
        {
          status: 200,
          body: { value: { id: 'session-token' } },
        },
        { [CORPORATION_ID_KEY]: 'c-stored' },
      );
      await expect(signIn()).resolves.toMatchObject({ session: { corporationId: 'c-stored' } });
    });

    it('answers unauthorized when nothing is stored either', async () => {
      const { signIn } = signInWith(() => Promise.reject(missingCode()), SESSION_OK);
      await expect(signIn()).resolves.toEqual({ kind: 'unauthorized' });
      expect(net?.requests).toHaveLength(0);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('answers unauthorized when the session call says 401', async () => {
      const { signIn } = signInWith(
        () => Promise.reject(missingCode()),
        { status: 401, body: {} },
        {
          [CORPORATION_ID_KEY]: 'c',
        },
      );
      await expect(signIn()).resolves.toEqual({ kind: 'unauthorized' });
    });

    it('fails with the system error when the session call breaks', async () => {
      const { signIn } = signInWith(
        () => Promise.reject(missingCode()),
        { status: 500, body: {} },
        {
          [CORPORATION_ID_KEY]: 'c',
        },
      );
      await expect(signIn()).resolves.toEqual({ kind: 'failed', message: { key: 'systemError' } });
      expect(log.error).toHaveBeenCalledWith(
        '[auth] sign-in failed',
        expect.objectContaining({ code: '500' }),
      );
    });
  });
});
