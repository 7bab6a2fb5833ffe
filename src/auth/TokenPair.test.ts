import { parseTokenPair } from './TokenPair';

const NOW = 1_700_000_000_000;

describe('parseTokenPair', () => {
  describe('when the answer has no expires_at', () => {
    it('computes it from expires_in and the clock', () => {
      const pair = parseTokenPair(
        { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 3600 },
        NOW,
      );
      expect(pair).toEqual({
        access_token: 'a',
        refresh_token: 'r',
        id_token: 'i',
        expires_in: 3600,
        expires_at: NOW + 3_600_000,
      });
    });
  });

  describe('when the answer gives expires_at', () => {
    it('keeps milliseconds as they are', () => {
      const pair = parseTokenPair(
        { access_token: 'a', refresh_token: 'r', expires_in: 60, expires_at: NOW + 5 },
        NOW,
      );
      expect(pair?.expires_at).toBe(NOW + 5);
    });

    it('reads seconds as seconds', () => {
      const pair = parseTokenPair(
        { access_token: 'a', refresh_token: 'r', expires_in: 60, expires_at: 1_700_000_060 },
        NOW,
      );
      expect(pair?.expires_at).toBe(1_700_000_060_000);
    });
  });

  describe('when the answer uses camelCase', () => {
    it('reads it too, and leaves out a missing id_token', () => {
      expect(parseTokenPair({ accessToken: 'a', refreshToken: 'r', expiresIn: '30' }, NOW)).toEqual(
        { access_token: 'a', refresh_token: 'r', expires_in: 30, expires_at: NOW + 30_000 },
      );
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'token'],
    ['no access token', { refresh_token: 'r', expires_in: 1 }],
    ['no refresh token', { access_token: 'a', expires_in: 1 }],
    ['no lifetime', { access_token: 'a', refresh_token: 'r' }],
    ['a negative lifetime', { access_token: 'a', refresh_token: 'r', expires_in: -1 }],
    ['a non-string token', { access_token: {}, refresh_token: 'r', expires_in: 1 }],
    ['a huge token', { access_token: 'x'.repeat(20_000), refresh_token: 'r', expires_in: 1 }],
  ])('rejects %s', (_label, data) => {
    expect(parseTokenPair(data, NOW)).toBeUndefined();
  });
});
