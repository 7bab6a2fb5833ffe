import { AxiosError } from 'axios';
import { IdentityProviderError } from './AuthError';
import { setUpScriptedIdentityProvider } from './testing/setUpScriptedIdentityProvider';

const provider = setUpScriptedIdentityProvider();

describe('createIdentityProviderClient when calls fail', () => {
  describe('when the provider answers with an error', () => {
    it.each([
      ['an error envelope', { error: { code: 'error:idp:refresh-token-invalid', message: 'bad' } }],
      ['flat code and message', { code: 'error:idp:refresh-token-invalid', message: 'bad' }],
    ])('rejects with the code and message of %s', async (_label, body) => {
      const idp = provider.start(() => ({ status: 400, body }));
      const error = await idp
        .token({ grantType: 'refresh_token', refreshToken: 'r' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityProviderError);
      expect(error).toMatchObject({
        code: 'error:idp:refresh-token-invalid',
        message: 'bad',
        status: 400,
      });
    });

    it('falls back to the HTTP status and status text', async () => {
      const idp = provider.start(() => ({
        status: 502,
        body: '<html>',
        statusText: 'Bad Gateway',
      }));
      await expect(idp.token({ grantType: 'authorization_code', code: 'c' })).rejects.toMatchObject(
        { name: 'IdentityProviderError', code: '502', message: 'Bad Gateway' },
      );
    });
  });

  describe('when a 200 answer carries no usable pair', () => {
    it.each([
      ['no data', {}, 'error:auth:invalid-answer'],
      [
        'a pair without refresh token',
        { data: { access_token: 'a', expires_in: 1 } },
        'error:auth:invalid-answer',
      ],
      ['the provider error', { error: { code: 'error:idp:x', message: 'm' } }, 'error:idp:x'],
    ])('rejects an answer with %s', async (_label, body, code) => {
      const idp = provider.start(() => ({ status: 200, body }));
      await expect(idp.token({ grantType: 'authorization_code', code: 'c' })).rejects.toMatchObject(
        { name: 'IdentityProviderError', code },
      );
    });
  });

  describe('when the network fails', () => {
    it('rejects with the transport code and no status', async () => {
      const idp = provider.start(() =>
        Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
      );
      await expect(idp.token({ grantType: 'authorization_code', code: 'c' })).rejects.toMatchObject(
        {
          name: 'IdentityProviderError',
          code: 'ERR_NETWORK',
          message: 'Network Error',
          status: undefined,
        },
      );
    });
  });
});
