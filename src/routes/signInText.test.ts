import { createI18n, type Locale } from '../i18n';
import { signInText } from './signInText';

const textIn = (locale: Locale) => {
  const i18n = createI18n(locale);
  return (text: Parameters<typeof signInText>[1]) => signInText(i18n.t, text);
};

describe('signInText', () => {
  it('puts the reason into enterFailed in zh-CN', () => {
    const zh = textIn('zh-CN');
    expect(zh({ key: 'enterFailed', values: { reason: '企业未授权' } })).toBe(
      '无法进入应用：企业未授权',
    );
  });

  it('puts the reason into enterFailed in en-US', () => {
    const en = textIn('en-US');
    expect(en({ key: 'enterFailed', values: { reason: 'timeout' } })).toBe(
      'Cannot enter the app: timeout',
    );
  });

  it('leaves no placeholder behind when the reason is missing', () => {
    expect(textIn('en-US')({ key: 'enterFailed' })).toBe('Cannot enter the app: ');
  });

  it('does not interpret a reason that looks like a placeholder', () => {
    const en = textIn('en-US');
    expect(en({ key: 'enterFailed', values: { reason: '{{reason}} <b>x</b>' } })).toBe(
      'Cannot enter the app: {{reason}} <b>x</b>',
    );
  });

  it('reads a plain key in the locale', () => {
    expect(textIn('zh-CN')({ key: 'noCode' })).toBe('没有获取到code');
    expect(textIn('en-US')({ key: 'noCode' })).toBe('No auth code was obtained');
  });

  it('shows server text as it came, in any locale', () => {
    expect(textIn('en-US')({ text: '企业未开通 {{reason}}' })).toBe('企业未开通 {{reason}}');
  });
});
