import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './i18n/Locale';

export const REMEMBERED_LOCALE_KEY = 'expense.locale';

/** The staff's last explicit choice; zh-CN otherwise (the browser's language is deliberately not used). */
export function readRememberedLocale(storage: Pick<Storage, 'getItem'> | null): Locale {
  try {
    const value = storage?.getItem(REMEMBERED_LOCALE_KEY);
    return value ? normalizeLocale(value) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
