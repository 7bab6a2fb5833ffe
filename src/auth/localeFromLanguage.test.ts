import { localeFromLanguage } from './localeFromLanguage';

describe('localeFromLanguage', () => {
  it.each(['zh', 'zh-CN', 'zh_CN', 'ZH-cn', ' zh '])('reads %j as zh-CN', (language) => {
    expect(localeFromLanguage(language)).toBe('zh-CN');
  });

  it.each(['en', 'en-US', 'en_US', 'EN_us'])('reads %j as en-US', (language) => {
    expect(localeFromLanguage(language)).toBe('en-US');
  });

  it.each([undefined, '', 'fr', 'zh-TW', 'en-GB', 'constructor', '__proto__'])(
    'has no locale for %j',
    (language) => {
      expect(localeFromLanguage(language)).toBeUndefined();
    },
  );
});
