import { buildFieldSchema, buildFormSchema } from './buildFieldSchema';
import { parseFieldDescriptors } from './FieldDescriptor';
import { messageOf } from './testing/messageOf';

const text = { dataType: { type: 'text' } };
const required = { optional: false };

describe('buildFieldSchema', () => {
  describe('when a required value is missing', () => {
    it.each<[string, Record<string, unknown>, unknown]>([
      ['text', text, ''],
      ['number', { dataType: { type: 'number' } }, undefined],
      ['money', { dataType: { type: 'money' } }, ''],
      ['date', { dataType: { type: 'date' } }, ''],
      ['dateRange', { dataType: { type: 'dateRange' } }, { start: '', end: '' }],
      ['ref', { dataType: { type: 'ref', entity: 'organization.Staff' } }, ''],
      ['list', { dataType: { type: 'list', entity: 'organization.Staff' } }, []],
      ['attachment', { dataType: { type: 'attachment' } }, []],
    ])('says so for a %s field in both locales', async (_, raw, value) => {
      expect(await messageOf({ ...raw, ...required }, value, 'en-US')).toBe('Please enter Field');
      expect(await messageOf({ ...raw, ...required }, value, 'zh-CN')).toBe('请输入字段');
    });

    it('accepts it when saving a draft', async () => {
      expect(await messageOf({ ...text, ...required }, '', 'en-US', true)).toBeNull();
      expect(
        await messageOf(
          { dataType: { type: 'dateRange' }, ...required },
          { start: '2025-01-01', end: '' },
          'en-US',
          true,
        ),
      ).toBeNull();
    });

    it('does not ask for a read-only field', async () => {
      expect(await messageOf({ ...text, ...required, editable: false }, '')).toBeNull();
    });
  });

  it('tells blank text from missing text', async () => {
    expect(await messageOf({ ...text, ...required }, '   ')).toBe(
      'Field cannot be a blank character',
    );
    expect(await messageOf({ ...text, ...required }, '   ', 'zh-CN')).toBe('字段不能为空字符');
  });

  it.each<[Record<string, unknown>, string, string, string]>([
    [
      { minLength: 2, maxLength: 4 },
      '一',
      'Field must be between 2-4 characters',
      '字段须在2-4字符之间',
    ],
    [{ maxLength: 3 }, 'abcd', 'Field must be up to 3 characters', '字段最多3个字符'],
    [{ minLength: 3 }, 'ab', 'Field must be at least 3 characters', '字段最少3个字符'],
    [{ minLength: 2, maxLength: 2 }, 'abc', 'Field must be 2 characters', '字段须为2个字符'],
  ])('checks text length %j', async (bounds, value, en, zh) => {
    expect(await messageOf({ ...text, ...bounds }, value)).toBe(en);
    expect(await messageOf({ ...text, ...bounds }, value, 'zh-CN')).toBe(zh);
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await messageOf({ ...text, maxLength: 2 }, '😀😀')).toBeNull();
  });

  it('keeps an enum value among its options', async () => {
    const options = [{ value: 'a', label: '甲', enLabel: 'Alpha' }, 'b'];
    expect(await messageOf({ ...text, options }, 'a')).toBeNull();
    expect(await messageOf({ ...text, options }, 'z')).toBe('Field must be one of [Alpha, b]');
    expect(await messageOf({ ...text, options }, 'z', 'zh-CN')).toBe('字段必须是其中一个[甲, b]');
  });

  it('counts list items against the bounds', async () => {
    const list = {
      dataType: { type: 'list', entity: 'organization.Staff' },
      minLength: 2,
      maxLength: 3,
    };
    expect(await messageOf(list, ['a'])).toBe('The amount of Field must be between 2-3');
    expect(await messageOf({ ...list, minLength: undefined }, ['a', 'b', 'c', 'd'], 'zh-CN')).toBe(
      '最多3个字段',
    );
  });

  it('names a value of the wrong type with the default message', async () => {
    expect(await messageOf(text, 42)).toBe('Field validation error for Field');
    expect(
      await messageOf({ dataType: { type: 'list', entity: 'organization.Staff' } }, 'x', 'zh-CN'),
    ).toBe('字段验证错误字段');
  });

  describe('when the end date is before the start date', () => {
    it('only logs it, once per range, and accepts the value (docs/bills-and-workflow.md)', async () => {
      const warn = jest.fn();
      const [field] = parseFieldDescriptors([
        { name: 'trip', dataType: { type: 'dateRange' } },
      ]).fields;
      const schema = buildFormSchema([field], { locale: 'en-US', warn });
      const value = { trip: { start: '2025-03-10', end: '2025-03-01' } };
      await expect(schema.validate(value)).resolves.toEqual(value);
      await schema.validate(value);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(
        'end date 2025-03-01 is before the start date 2025-03-10',
      );
      await schema.validate({ trip: { start: '2025-03-01', end: '2025-03-10' } });
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('goes to console.warn when nobody listens', async () => {
      const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const [field] = parseFieldDescriptors([
        { name: 'trip', dataType: { type: 'dateRange' } },
      ]).fields;
      await buildFieldSchema(field, { locale: 'zh-CN' }).validate({
        start: '2025-03-10',
        end: '2025-03-09',
      });
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });
  });
});
