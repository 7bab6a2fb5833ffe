import { HttpError } from '../http';
import { IdentityProviderError } from './AuthError';
import { isUnauthorizedFailure } from './createIdentitySignIn';
import type { ScriptedHttp } from './testing/scriptedHttp';
import { createSignInHarness, SESSION_OK } from './testing/signInHarness';
import type { TokenPair } from './TokenPair';

let net: ScriptedHttp | undefined;
let log: ReturnType<typeof createSignInHarness>['log'];
afterEach(() => net?.restore());

function signInWith(finishLogin: () => Promise<TokenPair>) {
  const h = createSignInHarness(finishLogin, SESSION_OK);
  net = h.net;
  log = h.log;
  return { signIn: h.signIn };
}

describe('createIdentitySignIn when the identity-provider login fails', () => {
  it.each([
    ['error:common:unauthorized'],
    ['error:common:access-token-expired'],
    ['error:common:access-token-invalid'],
  ])('answers unauthorized for %s', async (code) => {
    const { signIn } = signInWith(() =>
      Promise.reject(new IdentityProviderError({ code, message: 'x', status: 400 })),
    );
    await expect(signIn('c')).resolves.toEqual({ kind: 'unauthorized' });
  });

  it('answers unauthorized for an HTTP 401', async () => {
    const { signIn } = signInWith(() =>
      Promise.reject(new HttpError({ code: 'x', message: 'x', status: 401 })),
    );
    await expect(signIn('c')).resolves.toEqual({ kind: 'unauthorized' });
  });

  it('fails with the system error and logs without tokens', async () => {
    const { signIn } = signInWith(() =>
      Promise.reject(
        new IdentityProviderError({ code: 'error:idp:x', message: 'broken', status: 500 }),
      ),
    );
    await expect(signIn('secret-code')).resolves.toEqual({
      kind: 'failed',
      message: { key: 'systemError' },
    });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.error.mock.calls)).not.toMatch(/secret-code|idp-access/);
  });
});

describe('createIdentitySignIn when re-authorizing finds no staff', () => {
  it('fails with the system error rather than sending the staff to /login', async () => {
    const { signIn } = signInWith(() =>
      Promise.reject(
        new IdentityProviderError({ code: 'error:auth', message: 'No staff id found' }),
      ),
    );
    await expect(signIn()).resolves.toMatchObject({ kind: 'failed' });
    expect(net?.requests).toHaveLength(0);
  });
});

describe('isUnauthorizedFailure', () => {
  it('reads a flat errorCode as HttpError does', () => {
    expect(isUnauthorizedFailure({ code: '400', errorCode: 'error:common:unauthorized' })).toBe(
      true,
    );
  });

  it.each([null, 'text', { status: 403 }, { code: 'error:auth' }])('is false for %j', (value) => {
    expect(isUnauthorizedFailure(value)).toBe(false);
  });
});
