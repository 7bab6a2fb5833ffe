import { MoneyError } from './MoneyError';
import { parseMoney } from './parseMoney';

const standard = {
  standard: '1234.50',
  standardScale: 2,
  standardUnit: '元',
  standardSymbol: '¥',
  standardNumCode: '156',
  standardStrCode: 'CNY',
};

describe('parseMoney', () => {
  describe('when the money is standard only, as the lab sends it', () => {
    it('keeps every field as sent', () => {
      expect(parseMoney(standard)).toEqual(standard);
    });
  });

  describe('when fields are missing or loosely typed', () => {
    it('takes scale 2 (docs/i18n-theme-money.md), empty texts, and reads numbers as decimals and codes', () => {
      expect(parseMoney({ standard: 12.3, standardNumCode: 156, standardScale: '0' })).toEqual({
        standard: '12.3',
        standardScale: 0,
        standardUnit: '',
        standardSymbol: '',
        standardNumCode: '156',
        standardStrCode: '',
      });
      expect(parseMoney({ standard: '1', standardScale: null })).toMatchObject({
        standardScale: 2,
      });
    });
  });

  describe('when there is a foreign side', () => {
    const foreign = {
      ...standard,
      standard: '712.34',
      foreign: '100.00',
      foreignScale: 2,
      foreignSymbol: '$',
      foreignStrCode: 'USD',
      rate: '7.1234',
      sysRate: '7.1200',
    };

    it('keeps it with its rate and system rate', () => {
      expect(parseMoney(foreign)).toEqual(foreign);
    });

    it('refuses it without a rate, since every foreign line shows one', () => {
      expect(parseMoney({ ...foreign, rate: undefined })).toEqual(
        expect.objectContaining({ field: 'rate' }),
      );
    });

    it('refuses a negative rate', () => {
      expect(parseMoney({ ...foreign, rate: '-1' })).toBeInstanceOf(MoneyError);
    });

    it('treats an empty foreign amount as no foreign side', () => {
      expect(parseMoney({ ...standard, foreign: '', rate: null })).toEqual(standard);
    });
  });

  describe('when there is a budget side', () => {
    it('keeps it with its rate and scale 2 by default', () => {
      const money = parseMoney({
        ...standard,
        budget: '10',
        budgetStrCode: 'CNY',
        budgetRate: '1',
      });
      expect(money).toEqual({
        ...standard,
        budget: '10',
        budgetScale: 2,
        budgetStrCode: 'CNY',
        budgetRate: '1',
      });
    });
  });

  describe('when the value is unusable', () => {
    it.each([
      ['not an object', 'text', ''],
      ['an array', [standard], ''],
      ['without standard', { standardScale: 2 }, 'standard'],
      ['a float-looking text', { standard: '1e3' }, 'standard'],
      ['a non-finite number', { standard: Number.POSITIVE_INFINITY }, 'standard'],
      ['an absurd length', { standard: '9'.repeat(61) }, 'standard'],
      ['a negative scale', { standard: '1', standardScale: -1 }, 'standardScale'],
      ['a fractional scale', { standard: '1', standardScale: 1.5 }, 'standardScale'],
      ['an object as symbol', { standard: '1', standardSymbol: {} }, 'standardSymbol'],
    ])('returns a MoneyError for %s', (_case, value, field) => {
      const result = parseMoney(value);
      expect(result).toBeInstanceOf(MoneyError);
      expect((result as MoneyError).field).toBe(field);
    });

    it('returns a MoneyError when a getter throws', () => {
      const hostile = Object.defineProperty({}, 'standard', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      expect(parseMoney(hostile)).toBeInstanceOf(MoneyError);
    });

    it('ignores inherited fields', () => {
      expect(parseMoney(Object.create({ standard: '1' }))).toBeInstanceOf(MoneyError);
    });
  });
});
