import { messageOf } from './testing/messageOf';

const text = { dataType: { type: 'text' } };

describe('buildFieldSchema for formats', () => {
  describe('phone format (optional +, then 1-20 digits, parentheses or hyphens)', () => {
    const phone = { ...text, format: 'phone' };
    it.each(['13800000000', '+86-138-0000-0000', '(010)12345678', '+1', '12345678901234567890'])(
      'accepts %s',
      async (value) => expect(await messageOf(phone, value)).toBeNull(),
    );
    it.each(['138 0000 0000', '++86', '86+1', 'abc', '123456789012345678901', '+'])(
      'refuses %s',
      async (value) => {
        expect(await messageOf(phone, value)).toBe('Field is not a valid phone number');
        expect(await messageOf(phone, value, 'zh-CN')).toBe('字段不是一个有效的电话号码');
      },
    );
  });

  describe('email format', () => {
    const email = { ...text, format: 'email' };
    it.each(['a.b-c_d@example.cn', 'x@mail.example.museum', 'A1@b.co'])(
      'accepts %s',
      async (value) => expect(await messageOf(email, value)).toBeNull(),
    );
    it.each([
      'a@b',
      'a@b.c',
      'a@b.toolong',
      'a+b@x.cn',
      'a@@x.cn',
      '@x.cn',
      'a@.cn',
      `${'a'.repeat(250)}@x.cn`,
    ])('refuses %s', async (value) => {
      expect(await messageOf(email, value)).toBe('Field is not a valid email address');
      expect(await messageOf(email, value, 'zh-CN')).toBe('字段不是一个有效的邮箱地址');
    });
  });

  it.each<[string, string, string]>([
    ['2025/01/02', 'Field date format is invalid', '字段日期格式无效'],
    ['2025-02-30', 'Field is an invalid date', '字段是一个无效日期'],
  ])('checks the date %s', async (value, en, zh) => {
    expect(await messageOf({ dataType: { type: 'date' } }, value)).toBe(en);
    expect(await messageOf({ dataType: { type: 'date' } }, value, 'zh-CN')).toBe(zh);
  });
});
