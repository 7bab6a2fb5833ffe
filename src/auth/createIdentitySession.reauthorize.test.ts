import { AuthError, IdentityProviderError } from './AuthError';
import { createSessionHarness, REDIRECT_URI, STAFF } from './testing/identitySessionHarness';

const invalidRefreshToken = () =>
  new IdentityProviderError({
    code: 'error:idp:refresh-token-invalid',
    message: 'refresh token invalid',
    status: 400,
  });

describe('createIdentitySession when the refresh token is invalid', () => {
  describe('in cross-origin mode with a stored staff', () => {
    it('re-authorizes the stored staff and exchanges the new code', async () => {
      const h = createSessionHarness({
        crossOrigin: true,
        loginState: { authCode: 'c0', refreshToken: 'refresh-0', staff: STAFF },
      });
      h.token.mockRejectedValueOnce(invalidRefreshToken()).mockResolvedValueOnce(h.pair('2'));
      h.authorize.mockResolvedValue('fresh-code');
      await expect(h.session.finishLogin()).resolves.toMatchObject({ access_token: 'access-2' });
      expect(h.authorize).toHaveBeenCalledWith({
        corpId: 'c1',
        staffId: 'c1:u1',
        userId: 'u1',
        redirectUri: REDIRECT_URI,
      });
      expect(h.token).toHaveBeenLastCalledWith({
        grantType: 'authorization_code',
        code: 'fresh-code',
      });
      expect(h.storedLoginState()).toMatchObject({
        authCode: 'fresh-code',
        refreshToken: 'refresh-2',
      });
    });
  });

  describe('in cross-origin mode without a stored staff', () => {
    it('rejects with error:auth "No staff id found"', async () => {
      const h = createSessionHarness({
        crossOrigin: true,
        loginState: { authCode: 'c0', refreshToken: 'refresh-0' },
      });
      h.token.mockRejectedValue(invalidRefreshToken());
      const error = await h.session.finishLogin().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({ code: 'error:auth', message: 'No staff id found' });
      expect(h.authorize).not.toHaveBeenCalled();
    });
  });

  describe('when cross-origin mode is off', () => {
    it('rethrows the provider error without re-authorizing', async () => {
      const h = createSessionHarness({
        loginState: { authCode: 'c0', refreshToken: 'refresh-0', staff: STAFF },
      });
      const refused = invalidRefreshToken();
      h.token.mockRejectedValue(refused);
      await expect(h.session.finishLogin()).rejects.toBe(refused);
      expect(h.authorize).not.toHaveBeenCalled();
    });
  });

  describe('when the refresh fails for another reason in cross-origin mode', () => {
    it('rethrows without re-authorizing', async () => {
      const h = createSessionHarness({
        crossOrigin: true,
        loginState: { refreshToken: 'refresh-0', staff: STAFF },
      });
      h.token.mockRejectedValue(new IdentityProviderError({ code: '500', message: 'down' }));
      await expect(h.session.finishLogin()).rejects.toMatchObject({ code: '500' });
      expect(h.authorize).not.toHaveBeenCalled();
    });
  });

  describe('when re-authorizing itself fails', () => {
    it('rejects with the authorize error', async () => {
      const h = createSessionHarness({
        crossOrigin: true,
        loginState: { refreshToken: 'refresh-0', staff: STAFF },
      });
      h.token.mockRejectedValue(invalidRefreshToken());
      h.authorize.mockRejectedValue(new IdentityProviderError({ code: '401', message: 'login' }));
      await expect(h.session.finishLogin()).rejects.toMatchObject({ code: '401' });
    });
  });
});
