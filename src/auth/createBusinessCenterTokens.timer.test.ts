import { flushPromises } from './testing/createFakeClock';
import { createBusinessCenterHarness, tokenAnswer } from './testing/businessCenterHarness';
import type { ScriptedHttp } from './testing/scriptedHttp';

let net: ScriptedHttp | undefined;
afterEach(() => net?.restore());

/** A harness whose business center hands out token n on its n-th call, each valid 60 s. */
async function signedIn() {
  let calls = 0;
  const h = createBusinessCenterHarness(() => tokenAnswer(String((calls += 1)), 60));
  net = h.net;
  await h.tokens.getToken('tmp');
  return h;
}

describe('createBusinessCenterTokens expiry', () => {
  describe('when a caller asks within the 30 s early-expiry margin', () => {
    it('serves the cached token until 30 s before expiry', async () => {
      const h = await signedIn();
      h.tokens.stop();
      h.clock.advance(29_999);
      await expect(h.tokens.getToken()).resolves.toBe('bc-1');
      expect(h.net.requests).toHaveLength(1);
    });

    it('fetches a new one by refresh token from then on', async () => {
      const h = await signedIn();
      h.tokens.stop();
      h.clock.advance(30_000);
      await expect(h.tokens.getToken()).resolves.toBe('bc-2');
      expect(h.net.requests[1]?.body).toMatchObject({
        grant_type: 'refresh_token',
        refresh_token: 'bc-refresh-1',
      });
    });
  });

  describe('when nobody asks', () => {
    it('re-requests at the first 3 s check after the token counts as expired', async () => {
      const h = await signedIn();
      h.clock.advance(29_999);
      await flushPromises();
      expect(h.net.requests).toHaveLength(1);
      h.clock.advance(3000);
      await flushPromises();
      expect(h.net.requests).toHaveLength(2);
      await expect(h.tokens.getToken()).resolves.toBe('bc-2');
      h.tokens.stop();
    });

    it('logs a failed renewal and keeps checking', async () => {
      let fail = true;
      const h = createBusinessCenterHarness(() =>
        fail ? { status: 503, body: { message: 'busy' } } : tokenAnswer('ok', 600),
      );
      net = h.net;
      fail = false;
      await h.tokens.getToken('tmp');
      fail = true;
      h.clock.advance(570_000);
      await flushPromises();
      expect(h.log.warn).toHaveBeenCalledWith(
        '[auth] business-center token renewal failed',
        expect.objectContaining({ code: '503' }),
      );
      fail = false;
      h.clock.advance(3000);
      await flushPromises();
      expect(h.net.requests).toHaveLength(3);
      await expect(h.tokens.getToken()).resolves.toBe('bc-ok');
      h.tokens.stop();
    });
  });

  describe('when stopped', () => {
    it('leaves no timer behind', async () => {
      const h = await signedIn();
      expect(h.clock.pendingTimers()).toBe(1);
      h.tokens.stop();
      expect(h.clock.pendingTimers()).toBe(0);
      h.clock.advance(120_000);
      await flushPromises();
      expect(h.net.requests).toHaveLength(1);
    });
  });
});
