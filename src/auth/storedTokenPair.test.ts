import { parseStoredTokenPair } from './storedTokenPair';

const NOW = 1_700_000_000_000;

describe('parseStoredTokenPair', () => {
  it('keeps a stored pair with its expiry', () => {
    const stored = { access_token: 'a', refresh_token: 'r', expires_in: 1, expires_at: NOW };
    expect(parseStoredTokenPair(stored)).toEqual(stored);
  });

  it('reads a pair stored in camelCase too', () => {
    const stored = { accessToken: 'a', refreshToken: 'r', expiresIn: 1, expiresAt: NOW };
    expect(parseStoredTokenPair(stored)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 1,
      expires_at: NOW,
    });
  });

  it('refuses a token of absurd size rather than keeping it', () => {
    const huge = 'x'.repeat(20_000);
    const stored = { access_token: huge, refresh_token: 'r', expires_in: 1, expires_at: NOW };
    expect(parseStoredTokenPair(stored)).toBeUndefined();
  });

  it('refuses a stored pair without expires_at', () => {
    expect(parseStoredTokenPair({ access_token: 'a', refresh_token: 'r', expires_in: 1 })).toBe(
      undefined,
    );
  });
});
