import fc from 'fast-check';
import { chineseCapitalAmount } from './chineseCapitalAmount';

const DIGIT_VALUES = new Map(
  [...'零壹贰叁肆伍陆柒捌玖'].map((char, value) => [char, BigInt(value)]),
);
const PLACE_VALUES = new Map([
  ['拾', 10n],
  ['佰', 100n],
  ['仟', 1000n],
]);

/** Reads one group below 万 back ("叁佰零伍" → 305). */
function readGroup(words: string): bigint {
  let total = 0n;
  let digit = 0n;
  for (const char of words) {
    if (char === '零') continue;
    const place = PLACE_VALUES.get(char);
    if (place !== undefined) {
      total += digit * place;
      digit = 0n;
    } else {
      const value = DIGIT_VALUES.get(char);
      if (value === undefined) throw new Error(`not a capital numeral: ${char}`);
      digit = value;
    }
  }
  return total + digit;
}

/** The words read back into fen, written independently of the code under test. */
function readCapitalAmount(words: string): bigint {
  const negative = words.startsWith('负');
  let rest = negative ? words.slice(1) : words;
  let fen = 0n;
  const yuanAt = rest.indexOf('元');
  if (yuanAt >= 0) {
    let yuanWords = rest.slice(0, yuanAt);
    for (const [unit, scale] of [
      ['万亿', 10n ** 12n],
      ['亿', 10n ** 8n],
      ['万', 10n ** 4n],
    ] as const) {
      const at = yuanWords.indexOf(unit);
      if (at < 0) continue;
      fen += readGroup(yuanWords.slice(0, at)) * scale * 100n;
      yuanWords = yuanWords.slice(at + unit.length);
    }
    fen += readGroup(yuanWords) * 100n;
    rest = rest.slice(yuanAt + 1);
  }
  const jiao = /(.)角/.exec(rest);
  const cents = /(.)分/.exec(rest);
  if (jiao) fen += (DIGIT_VALUES.get(jiao[1]) ?? 0n) * 10n;
  if (cents) fen += DIGIT_VALUES.get(cents[1]) ?? 0n;
  return negative ? -fen : fen;
}

const decimalOf = (fen: bigint) => {
  const digits = (fen < 0n ? -fen : fen).toString().padStart(3, '0');
  return `${fen < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

describe('chineseCapitalAmount', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角整'],
    ['10.10', '壹拾元壹角整'],
    ['10.05', '壹拾元零伍分'],
    ['100000000', '壹亿元整'],
    ['1234567.89', '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    ['1409.02', '壹仟肆佰零玖元零贰分'],
    ['1010', '壹仟零壹拾元整'],
    ['10000100', '壹仟万零壹佰元整'],
    ['100010000', '壹亿零壹万元整'],
    ['10415.89', '壹万零肆佰壹拾伍元捌角玖分'],
    ['-20.5', '负贰拾元伍角整'],
    [
      '9999999999999999.99',
      '玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    ],
  ])('writes %s as %s', (value, words) => {
    expect(chineseCapitalAmount(value)).toBe(words);
  });

  it('rounds to fen half up before writing, as the amount shown beside it is', () => {
    expect(chineseCapitalAmount('0.005')).toBe('壹分');
    expect(chineseCapitalAmount('0.004')).toBe('零元整');
    expect(chineseCapitalAmount('99.995')).toBe('壹佰元整');
  });

  it('gives null for text that is not a decimal and for amounts beyond 9999 万亿', () => {
    expect(chineseCapitalAmount('12,00')).toBeNull();
    expect(chineseCapitalAmount('1e5')).toBeNull();
    expect(chineseCapitalAmount('10000000000000000')).toBeNull();
  });

  it('reads back to exactly the amount it was given, for any amount at scale 2', () => {
    const fen = fc.bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n });
    fc.assert(
      fc.property(fen, (amount) => {
        const words = chineseCapitalAmount(decimalOf(amount));
        expect(words).not.toBeNull();
        expect(readCapitalAmount(words ?? '')).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('never writes two 零 in a row, never starts with 零 and always ends with 整 or 分', () => {
    const fen = fc.oneof(
      fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }),
      // Amounts full of zeros are where the 零 rules go wrong.
      fc
        .array(fc.constantFrom('0', '0', '0', '1', '5'), { minLength: 1, maxLength: 18 })
        .map((digits) => BigInt(digits.join('')))
        .filter((value) => value > 0n),
    );
    fc.assert(
      fc.property(fen, (amount) => {
        const words = chineseCapitalAmount(decimalOf(amount)) ?? '';
        expect(words).not.toMatch(/零零/);
        expect(words).not.toMatch(/^零/);
        expect(words).toMatch(/[整分]$/);
        expect(words).not.toMatch(/零[元万亿]/);
      }),
      { numRuns: 2000 },
    );
  });
});
