import fc from 'fast-check';
import {
  decodeHostStorageValue,
  DOUBLE_QUOTE_SYMBOL,
  encodeHostStorageValue,
  SINGLE_QUOTE_SYMBOL,
} from './hostStorageCodec';

describe('the host storage codec', () => {
  it('replaces quotes by their special symbols before escaping', () => {
    const encoded = encodeHostStorageValue(`{"a":'b'}`);
    expect(encoded).not.toMatch(/["']/);
    expect(decodeURIComponent(encoded)).toBe(
      `{${DOUBLE_QUOTE_SYMBOL}a${DOUBLE_QUOTE_SYMBOL}:${SINGLE_QUOTE_SYMBOL}b${SINGLE_QUOTE_SYMBOL}}`,
    );
  });

  it('leaves nothing the wrapper would read as a quote or a URI delimiter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(encodeHostStorageValue(value)).toMatch(/^[A-Za-z0-9\-_.!~*()%]*$/);
      }),
    );
  });

  it('round-trips any string, including ones that already hold the symbols', () => {
    const symbols = fc.constantFrom(
      '"',
      "'",
      DOUBLE_QUOTE_SYMBOL,
      SINGLE_QUOTE_SYMBOL,
      '\uFF3C',
      'u',
      '\uD800',
      '\uDC00',
    );
    const mixed = fc
      .array(fc.oneof(symbols, fc.string({ unit: 'binary' })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), mixed), (value) => {
        expect(decodeHostStorageValue(encodeHostStorageValue(value))).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a value that already held a symbol apart from one that held a quote', () => {
    expect(encodeHostStorageValue(DOUBLE_QUOTE_SYMBOL)).not.toBe(encodeHostStorageValue('"'));
  });

  it.each([
    ['a broken escape', '%E0%A4%A'],
    ['a dangling escape symbol', encodeURIComponent('\uFF3C')],
    ['an escape of an ordinary letter', encodeURIComponent('\uFF3Cx')],
    ['a short code unit escape', encodeURIComponent('\uFF3Cu12')],
  ])('answers null for %s it could not have produced', (_label, encoded) => {
    expect(decodeHostStorageValue(encoded)).toBeNull();
  });
});
