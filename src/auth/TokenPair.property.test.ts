import fc from 'fast-check';
import { parseStoredTokenPair } from './storedTokenPair';
import { parseTokenPair } from './TokenPair';

/** Token answers with the right keys but hostile values, and plain garbage. */
const tokenAnswer = fc.oneof(
  fc.anything(),
  fc.record(
    {
      access_token: fc.oneof(fc.string(), fc.anything()),
      refresh_token: fc.oneof(fc.string(), fc.anything()),
      accessToken: fc.anything(),
      expires_in: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.anything()),
      expires_at: fc.oneof(fc.double(), fc.integer(), fc.anything()),
      id_token: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

describe('when a token answer is hostile', () => {
  it('never throws: it is a usable pair or undefined', () => {
    fc.assert(
      fc.property(tokenAnswer, fc.integer({ min: 0, max: 4e12 }), (data, now) => {
        const pair = parseTokenPair(data, now);
        if (pair === undefined) return;
        expect(pair.access_token.length).toBeGreaterThan(0);
        expect(pair.refresh_token.length).toBeGreaterThan(0);
        expect(pair.expires_in).toBeGreaterThanOrEqual(0);
        expect(Number.isNaN(pair.expires_at)).toBe(false);
      }),
    );
  });

  it('never throws on what storage hands back either', () => {
    fc.assert(
      fc.property(tokenAnswer, (data) => {
        const pair = parseStoredTokenPair(data);
        if (pair !== undefined) expect(typeof pair.access_token).toBe('string');
      }),
    );
  });

  it('refuses a token of absurd size rather than keeping it', () => {
    const huge = 'x'.repeat(20_000);
    expect(parseTokenPair({ access_token: huge, refresh_token: 'r', expires_in: 60 }, 0)).toBe(
      undefined,
    );
  });
});
