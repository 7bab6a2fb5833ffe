import { reaction } from 'mobx';
import type { Locale } from './i18n';
import { REMEMBERED_LOCALE_KEY as KEY } from './readRememberedLocale';
import type { LocaleStore } from './store/LocaleStore';

export { readRememberedLocale } from './readRememberedLocale';

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

/**
 * Remembers the person's own picks only: a staff setting applied at sign-in is not a pick, or the
 * first sign-in would pin that language here and a later change of the setting would never show.
 */
export function wireRememberedLocale(locale: LocaleStore, storage: Storage | null): void {
  reaction(
    () => locale.chosen,
    (chosen) => {
      if (chosen) rememberLocale(storage, chosen);
    },
  );
}
