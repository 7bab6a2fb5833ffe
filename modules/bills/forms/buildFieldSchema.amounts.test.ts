import { messageOf } from './testing/messageOf';

describe('buildFieldSchema for amounts', () => {
  describe('money', () => {
    const money = { dataType: { type: 'money' } };
    it.each(['0', '0.1', '1,234.50', '12345678901234567890.12', '1.500'])(
      'accepts %s exactly',
      async (value) => {
        expect(await messageOf(money, value)).toBeNull();
      },
    );
    it('refuses more decimals than the currency has', async () => {
      expect(await messageOf(money, '1.005')).toBe('Field allows at most 2 decimal places');
      expect(
        await messageOf({ ...money, currency: { strCode: 'JPY', scale: 0 } }, '1.5', 'zh-CN'),
      ).toBe('字段须为整数');
    });
    it('refuses text that is no amount', async () => {
      for (const value of ['1e3', '1.2.3', '12,34', 'NaN', '¥12']) {
        expect(await messageOf(money, value)).toBe('Field is not a valid amount');
      }
    });
    it('refuses a negative amount unless negatives are allowed', async () => {
      expect(await messageOf(money, '-0.01')).toBe('Field must be minimum 0');
      expect(await messageOf({ ...money, allowNegative: true }, '-0.01')).toBeNull();
    });
    it('compares bounds as decimals, not floats', async () => {
      const bounded = { ...money, max: '9007199254740993.01' };
      expect(await messageOf(bounded, '9007199254740993.01')).toBeNull();
      expect(await messageOf(bounded, '9007199254740993.02')).toBe(
        'Field must be maximum 9007199254740993.01',
      );
      expect(await messageOf({ ...money, min: 1, max: 2 }, '3', 'zh-CN')).toBe('字段须在1-2之间');
    });
  });

  it('checks numbers with their own scale and bounds', async () => {
    const number = { dataType: { type: 'number' }, scale: 0, min: -5 };
    expect(await messageOf(number, '-5')).toBeNull();
    expect(await messageOf(number, '-6')).toBe('Field must be minimum -5');
    expect(await messageOf(number, '2.5')).toBe('Field must be a whole number');
    expect(await messageOf(number, 'abc', 'zh-CN')).toBe('字段不是一个有效的数字');
  });
});
