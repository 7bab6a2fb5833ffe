import { flushPromises } from '@shell/testing/createFakeClock';
import { createSessionHarness, type SessionHarness } from './testing/identitySessionHarness';
import type { TokenPair } from './TokenPair';

async function signedIn(): Promise<SessionHarness> {
  const h = createSessionHarness();
  h.token.mockResolvedValueOnce(h.pair('1', 7200));
  await h.session.finishLogin('code-1');
  h.token.mockClear();
  return h;
}

describe('createIdentitySession check timer', () => {
  describe('when nobody asks for a token', () => {
    it('does not refresh while more than 600 s are left', async () => {
      const h = await signedIn();
      h.clock.advance((7200 - 603) * 1000);
      expect(h.token).not.toHaveBeenCalled();
    });

    it('refreshes silently at the first 3 s check inside the window', async () => {
      const h = await signedIn();
      h.token.mockResolvedValue(h.pair('2'));
      h.clock.advance((7200 - 601) * 1000);
      expect(h.token).not.toHaveBeenCalled();
      h.clock.advance(3000);
      expect(h.token).toHaveBeenCalledTimes(1);
      await flushPromises();
      expect(h.session.currentAccessToken()).toBe('access-2');
    });

    it('does not start a second refresh while one is under way', async () => {
      const h = await signedIn();
      h.token.mockReturnValue(new Promise<TokenPair>(() => undefined));
      h.clock.advance(7200 * 1000);
      expect(h.token).toHaveBeenCalledTimes(1);
    });

    it('logs a failed check-time refresh and tries again at the next check', async () => {
      const h = await signedIn();
      h.token.mockRejectedValueOnce(Object.assign(new Error('down'), { code: 'ERR_NETWORK' }));
      h.clock.advance((7200 - 598) * 1000);
      await flushPromises();
      expect(h.log.warn).toHaveBeenCalledWith(
        '[auth] silent token refresh failed',
        expect.objectContaining({ code: 'ERR_NETWORK' }),
      );
      h.token.mockResolvedValueOnce(h.pair('2'));
      h.clock.advance(3000);
      await flushPromises();
      expect(h.session.currentAccessToken()).toBe('access-2');
    });
  });

  describe('when stopped', () => {
    it('clears the timer and refreshes no more', async () => {
      const h = await signedIn();
      expect(h.clock.pendingTimers()).toBe(1);
      h.session.stop();
      expect(h.clock.pendingTimers()).toBe(0);
      h.clock.advance(7300 * 1000);
      expect(h.token).not.toHaveBeenCalled();
    });
  });

  describe('when signing in twice', () => {
    it('keeps a single timer', async () => {
      const h = await signedIn();
      h.token.mockResolvedValueOnce(h.pair('2'));
      await h.session.finishLogin('code-2');
      expect(h.clock.pendingTimers()).toBe(1);
    });
  });
});

describe('createIdentitySession logout', () => {
  it('clears the token pair and the login state and stops the timer', async () => {
    const h = await signedIn();
    h.session.logout();
    expect(h.storedPair()).toBeUndefined();
    expect(h.storedLoginState()).toBeUndefined();
    expect(h.storage.items.size).toBe(0);
    expect(h.clock.pendingTimers()).toBe(0);
    expect(h.session.currentAccessToken()).toBeUndefined();
    await expect(h.session.getAccessToken()).resolves.toBeUndefined();
  });

  it('discards a refresh that answers after logout', async () => {
    const h = await signedIn();
    let answer: (pair: TokenPair) => void = () => undefined;
    h.token.mockReturnValueOnce(new Promise<TokenPair>((resolve) => (answer = resolve)));
    const refreshing = h.session.refresh();
    h.session.logout();
    answer(h.pair('2'));
    await expect(refreshing).rejects.toMatchObject({ code: 'error:auth:signed-out' });
    expect(h.storedPair()).toBeUndefined();
    expect(h.session.currentAccessToken()).toBeUndefined();
  });
});
