import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './i18n';

const KEY = 'expense.locale';

/** The staff's last explicit choice; zh-CN otherwise (the browser's language is deliberately not used). */
export function readRememberedLocale(storage: Pick<Storage, 'getItem'> | null): Locale {
  try {
    const value = storage?.getItem(KEY);
    return value ? normalizeLocale(value) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberLocale(storage: Pick<Storage, 'setItem'> | null, locale: Locale): void {
  try {
    storage?.setItem(KEY, locale);
  } catch {
    // Private mode or a host that forbids storage: the choice just lasts for this page.
  }
}

/** Some hosts' embedded browsers throw on merely reading window.localStorage. */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the person picked a language in this browser (then it beats the staff setting). */
export function hasRememberedLocale(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return Boolean(storage?.getItem(KEY));
  } catch {
    return false;
  }
}

/** Tab-scoped storage (host entry, resumable session); null where the host forbids it. */
export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
