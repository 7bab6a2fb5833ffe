import { parseDecimal } from './parseDecimal';

describe('parseDecimal', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['2.5E-2', 0.025],
    [' \t12 \n', 12],
    ['007', 7],
    ['1e400', Infinity],
  ])('reads %j as %d, as .NET double.TryParse does', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each([
    ['', 'empty text'],
    ['   ', 'blank text'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity (.NET would accept it)'],
    ['1,000', 'a thousands separator (.NET would read 1000 under the invariant culture)'],
    ['0x10', 'hex, which JS Number() would accept'],
    ['0b101', 'binary, which JS Number() would accept'],
    ['1_000', 'numeric separators'],
    ['22abc', 'trailing garbage, which parseFloat would accept'],
    ['1e', 'an exponent without digits'],
    ['\u00a012', 'non-ASCII whitespace'],
    ['١٢', 'non-ASCII digits'],
  ])('rejects %j: %s', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});
