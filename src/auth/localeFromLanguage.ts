export type SignInLocale = 'zh-CN' | 'en-US';

// A Map, not an object literal: 'constructor' must not find Object.prototype's.
const LOCALES = new Map<string, SignInLocale>([
  ['zh', 'zh-CN'],
  ['zh-cn', 'zh-CN'],
  ['en', 'en-US'],
  ['en-us', 'en-US'],
]);

/** The shell locale for a staff-setting language ('en', 'en_US', 'ZH-cn'…), if it has one. */
export function localeFromLanguage(language: string | undefined): SignInLocale | undefined {
  if (typeof language !== 'string') return undefined;
  return LOCALES.get(language.trim().toLowerCase().replace('_', '-'));
}
