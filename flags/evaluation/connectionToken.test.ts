import fc from 'fast-check';
import { decodeConnectionToken, encodeConnectionToken } from './connectionToken';
import { isNullOrWhiteSpace } from './isNullOrWhiteSpace';

describe('decodeConnectionToken', () => {
  it('decodes FeatBit’s own test token (position 23, length 15)', () => {
    expect(
      decodeConnectionToken('QWSBHgpnOV3wI3kKAO9q9viC0wQWQQBDDDQBZWPXDQSdKZrVAf2U6gAnxl4lSH3w'),
    ).toEqual({
      secret: 'gpnOV3wI3kKAO9q9viC0wQWdKZrVAf2U6gAnxl4lSH3w',
      timestamp: 1666018247603,
    });
  });

  it('decodes a token captured from the real 4.2.15 SDK', () => {
    expect(decodeConnectionToken('QQUBSmy-sdk-keBXUHWUXDDDZQWy')).toEqual({
      secret: 'my-sdk-key',
      timestamp: 1795297666802,
    });
  });

  it.each(['', ' ', '4chs', '5chars', 'QDUBHYWVkLWNiZT', 'QQQQS123'])(
    'rejects FeatBit’s invalid sample %j',
    (token) => {
      expect(decodeConnectionToken(token)).toBeNull();
    },
  );

  it.each([
    ['a lower-case digit letter', 'qQWQWabcdefBW'],
    ['a blank header (.NET would read it as 0)', '     my-sdk-key'],
    ['a payload shorter than position + length', 'QQWBSmy'],
    ['an empty secret', 'QQQQWBW'],
    ['a blank secret', 'QQBQW BW '],
    ['a timestamp beyond 2^53', `QQWWQab${'U'.repeat(20)}cd`],
  ])('rejects a token with %s', (_reason, token) => {
    expect(decodeConnectionToken(token)).toBeNull();
  });

  it('reads a zero-length timestamp as 0, as FeatBit does', () => {
    expect(decodeConnectionToken('QQWQQmy-sdk-key')).toEqual({
      secret: 'my-sdk-key',
      timestamp: 0,
    });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (token) => void decodeConnectionToken(token)),
    );
  });
});

describe('encodeConnectionToken', () => {
  it('reproduces the real SDK’s token for the same key, time and random draw', () => {
    expect(encodeConnectionToken('my-sdk-key', 1795297666802, () => 0.95)).toBe(
      'QQUBSmy-sdk-keBXUHWUXDDDZQWy',
    );
  });

  it('splices the timestamp at position 2 at least, as the SDK does', () => {
    expect(encodeConnectionToken('abcdef', 5, () => 0)).toBe('QQWQBabHcdef');
  });

  it('strips trailing "=" before encoding, so the secret comes back without them', () => {
    const token = encodeConnectionToken('c2VjcmV0LWtleQ==', 1700000000000, () => 0.5);
    expect(decodeConnectionToken(token)).toEqual({
      secret: 'c2VjcmV0LWtleQ',
      timestamp: 1700000000000,
    });
  });

  it('produces an undecodable token for a 1-character key, like the SDK', () => {
    expect(decodeConnectionToken(encodeConnectionToken('k', 1700000000000, () => 0))).toBeNull();
  });

  it('rejects a time that is not a non-negative integer', () => {
    for (const now of [-1, 1.5, Number.NaN, Infinity]) {
      expect(() => encodeConnectionToken('my-sdk-key', now)).toThrow(RangeError);
    }
  });

  it('round-trips any key of 2 to 999 characters at any time and random draw', () => {
    const key = fc.string({ unit: 'binary', minLength: 2, maxLength: 999 }).filter((text) => {
      const stripped = text.replace(/=*$/, '');
      return stripped.length >= 2 && !isNullOrWhiteSpace(stripped);
    });
    const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(key, fc.nat({ max: 4102444800000 }), random, (sdkKey, now, draw) => {
        const decoded = decodeConnectionToken(encodeConnectionToken(sdkKey, now, () => draw));
        expect(decoded).toEqual({ secret: sdkKey.replace(/=*$/, ''), timestamp: now });
      }),
    );
  });
});
