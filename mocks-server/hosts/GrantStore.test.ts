import { ACCESS_TOKEN_TTL_S, CODE_TTL_MS, GrantStore } from './GrantStore';

const ALICE = { host: 'wecom', corporationId: 'corpA', staffId: 'corpA:alice' };

describe('the grant store', () => {
  let clock: number;
  let grants: GrantStore;

  beforeEach(() => {
    clock = Date.UTC(2026, 10, 21, 1);
    grants = new GrantStore(() => new Date(clock));
  });

  describe('when a code is redeemed', () => {
    it('gives back who it was issued for', () => {
      const code = grants.issueCode(ALICE);
      expect(grants.redeemCode(code)).toEqual({ ok: true, binding: ALICE });
    });

    it('refuses the second use as used', () => {
      const code = grants.issueCode(ALICE);
      grants.redeemCode(code);
      expect(grants.redeemCode(code)).toEqual({ ok: false, reason: 'used' });
    });

    it('refuses it as expired five minutes after issue, and not a moment before', () => {
      const code = grants.issueCode(ALICE);
      const other = grants.issueCode(ALICE);
      clock += CODE_TTL_MS - 1;
      expect(grants.redeemCode(code).ok).toBe(true);
      clock += 1;
      expect(grants.redeemCode(other)).toEqual({ ok: false, reason: 'expired' });
    });

    it('refuses a missing or unknown code', () => {
      expect(grants.redeemCode(undefined)).toEqual({ ok: false, reason: 'missing' });
      expect(grants.redeemCode('  ')).toEqual({ ok: false, reason: 'missing' });
      expect(grants.redeemCode('lab-code-nope')).toEqual({ ok: false, reason: 'unknown' });
    });

    it('treats another host’s code as unknown and leaves it unspent', () => {
      const code = grants.issueCode(ALICE);
      expect(grants.redeemCode(code, (host) => host === 'dingtalk')).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(grants.redeemCode(code, (host) => host === 'wecom').ok).toBe(true);
    });
  });

  describe('when tokens are issued', () => {
    it('lets the access token through for two hours', () => {
      const tokens = grants.issueTokens(ALICE);
      expect(tokens.expiresIn).toBe(ACCESS_TOKEN_TTL_S);
      expect(tokens.expiresAt).toBe(clock + 7200_000);
      clock += 7199_999;
      expect(grants.checkAccessToken(tokens.accessToken)).toMatchObject({
        ok: true,
        binding: ALICE,
      });
      clock += 1;
      expect(grants.checkAccessToken(tokens.accessToken)).toEqual({ ok: false, reason: 'expired' });
    });

    it('rotates the refresh token: it works once and yields a new pair', () => {
      const first = grants.issueTokens(ALICE);
      const refreshed = grants.refresh(first.refreshToken);
      expect(refreshed.ok).toBe(true);
      if (!refreshed.ok) return;
      expect(refreshed.binding).toEqual(ALICE);
      expect(refreshed.tokens.accessToken).not.toBe(first.accessToken);
      expect(grants.refresh(first.refreshToken)).toEqual({ ok: false });
      expect(grants.refresh(refreshed.tokens.refreshToken).ok).toBe(true);
    });

    it('knows nothing after clear', () => {
      const tokens = grants.issueTokens(ALICE);
      const code = grants.issueCode(ALICE);
      grants.clear();
      expect(grants.checkAccessToken(tokens.accessToken)).toEqual({ ok: false, reason: 'unknown' });
      expect(grants.redeemCode(code)).toEqual({ ok: false, reason: 'unknown' });
      expect(grants.refresh(tokens.refreshToken)).toEqual({ ok: false });
    });
  });
});
