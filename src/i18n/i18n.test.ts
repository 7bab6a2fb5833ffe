import { createI18n } from './createI18n';
import { enLabelKey, localizedField, localizedLabel } from './enLabel';
import { normalizeLocale } from './Locale';
import { enUS } from './locales/enUS';
import { zhCN } from './locales/zhCN';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

describe('the locale catalogues', () => {
  it('have exactly the same keys in zh-CN and en-US', () => {
    expect(keysOf(enUS).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('carry the generic error sentence in both locales', () => {
    expect(createI18n('zh-CN').t('error.unknownProblem')).toBe('未知问题，请联系系统管理员');
    expect(createI18n('en-US').t('error.unknownProblem')).toBe(
      'unknown problem, please contact the system administrator',
    );
  });

  it('defaults to zh-CN', () => {
    expect(createI18n().language).toBe('zh-CN');
  });
});

describe('normalizeLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['EN_us', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
    [undefined, 'zh-CN'],
    [42, 'zh-CN'],
  ])('maps %p to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});

describe('the enLabel rule', () => {
  it('is en plus the capitalised key', () => {
    expect(enLabelKey('name')).toBe('enName');
    expect(enLabelKey('feeType')).toBe('enFeeType');
  });

  it('uses the enLabel only in en-US and only when it is not blank', () => {
    expect(localizedLabel({ label: '标题', enLabel: 'Title' }, 'en-US')).toBe('Title');
    expect(localizedLabel({ label: '标题', enLabel: 'Title' }, 'zh-CN')).toBe('标题');
    expect(localizedLabel({ label: '标题', enLabel: '  ' }, 'en-US')).toBe('标题');
    expect(localizedLabel({ label: '标题' }, 'en-US')).toBe('标题');
  });

  it('reads a record field and its en twin', () => {
    const staff = { name: '李雷', enName: 'Li Lei' };
    expect(localizedField(staff, 'name', 'en-US')).toBe('Li Lei');
    expect(localizedField(staff, 'name', 'zh-CN')).toBe('李雷');
    expect(localizedField({ name: 7 }, 'name', 'zh-CN')).toBe('');
  });
});
