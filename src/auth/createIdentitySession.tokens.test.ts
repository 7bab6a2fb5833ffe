import { IdentityProviderError } from './AuthError';
import type { TokenPair } from './TokenPair';
import { flushPromises } from '@shell/testing/createFakeClock';
import { createSessionHarness, type SessionHarness } from './testing/identitySessionHarness';

/**
 * Signed in with pair '1' that lives `lifetimeS` seconds, with the check timer stopped so only
 * callers drive refreshes here (the timer has its own tests).
 */
async function signedIn(lifetimeS = 7200): Promise<SessionHarness> {
  const h = createSessionHarness();
  h.token.mockResolvedValueOnce(h.pair('1', lifetimeS));
  await h.session.finishLogin('code-1');
  h.session.stop();
  h.token.mockClear();
  return h;
}

describe('createIdentitySession getAccessToken', () => {
  describe('when signed out', () => {
    it('resolves undefined without calling the provider', async () => {
      const h = createSessionHarness();
      await expect(h.session.getAccessToken()).resolves.toBeUndefined();
      expect(h.token).not.toHaveBeenCalled();
    });
  });

  describe('when the token has more than 600 s left', () => {
    it('returns it without refreshing', async () => {
      const h = await signedIn();
      h.clock.advance((7200 - 601) * 1000);
      await expect(h.session.getAccessToken()).resolves.toBe('access-1');
      expect(h.token).not.toHaveBeenCalled();
    });
  });

  describe('when the token is within 600 s of expiry', () => {
    it('returns the current token at once and refreshes in the background', async () => {
      const h = await signedIn();
      h.clock.advance((7200 - 600) * 1000);
      h.token.mockResolvedValueOnce(h.pair('2'));
      await expect(h.session.getAccessToken()).resolves.toBe('access-1');
      expect(h.token).toHaveBeenCalledWith({
        grantType: 'refresh_token',
        refreshToken: 'refresh-1',
      });
      await flushPromises();
      expect(h.session.currentAccessToken()).toBe('access-2');
    });

    it('only logs a failed background refresh, without tokens', async () => {
      const h = await signedIn();
      h.clock.advance((7200 - 10) * 1000);
      h.token.mockRejectedValueOnce(new IdentityProviderError({ code: '503', message: 'busy' }));
      await expect(h.session.getAccessToken()).resolves.toBe('access-1');
      await flushPromises();
      expect(h.log.warn).toHaveBeenCalledTimes(1);
      expect(h.log.warn.mock.calls[0]?.[1]).toMatchObject({ code: '503', message: 'busy' });
      expect(JSON.stringify(h.log.warn.mock.calls)).not.toMatch(/access-1|refresh-1/);
    });

    it('starts one background refresh however many callers ask', async () => {
      const h = await signedIn();
      h.clock.advance((7200 - 60) * 1000);
      h.token.mockReturnValue(new Promise<TokenPair>(() => undefined));
      await Promise.all([h.session.getAccessToken(), h.session.getAccessToken()]);
      expect(h.token).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the token has expired', () => {
    it('waits for the refresh and returns the new token', async () => {
      const h = await signedIn();
      h.clock.advance(7200 * 1000);
      h.token.mockResolvedValueOnce(h.pair('2'));
      await expect(h.session.getAccessToken()).resolves.toBe('access-2');
    });

    it('shares one refresh between concurrent callers', async () => {
      const h = await signedIn();
      h.clock.advance(7201 * 1000);
      h.token.mockResolvedValueOnce(h.pair('2'));
      await expect(
        Promise.all([h.session.getAccessToken(), h.session.getAccessToken()]),
      ).resolves.toEqual(['access-2', 'access-2']);
      expect(h.token).toHaveBeenCalledTimes(1);
    });

    it('rejects when the refresh fails', async () => {
      const h = await signedIn();
      h.clock.advance(7201 * 1000);
      h.token.mockRejectedValueOnce(new IdentityProviderError({ code: '500', message: 'x' }));
      await expect(h.session.getAccessToken()).rejects.toMatchObject({ code: '500' });
      expect(h.log.warn).not.toHaveBeenCalled();
    });
  });

  describe('when a token call is superseded by a newer one', () => {
    it('ignores the cancellation and returns the current pair', async () => {
      const h = await signedIn();
      h.token.mockRejectedValueOnce(
        Object.assign(new Error('This request has been cancelled'), { code: 'error:ignore' }),
      );
      await expect(h.session.refresh()).resolves.toMatchObject({ access_token: 'access-1' });
      expect(h.log.warn).not.toHaveBeenCalled();
    });

    it('rethrows it when there is no current pair to return', async () => {
      const h = createSessionHarness();
      h.token.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'error:ignore' }));
      await expect(h.session.finishLogin('c')).rejects.toMatchObject({ code: 'error:ignore' });
    });
  });
});
