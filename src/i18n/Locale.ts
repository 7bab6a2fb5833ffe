export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Maps whatever a server, host or browser says ('en', 'en_US', 'zh-cn', 'EN-us') onto a supported locale. */
export function normalizeLocale(input: unknown): Locale {
  if (typeof input !== 'string') return DEFAULT_LOCALE;
  const lower = input.trim().toLowerCase().replace('_', '-');
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return DEFAULT_LOCALE;
}
