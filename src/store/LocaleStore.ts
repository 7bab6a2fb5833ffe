import type { i18n } from 'i18next';
import { makeAutoObservable } from 'mobx';
import { loadCatalogue, normalizeLocale, type Locale } from '../i18n';

export class LocaleStore {
  locale: Locale;
  /** The language the person picked in this browser, if they did (remembered; beats the staff setting). */
  chosen: Locale | null = null;

  constructor(private readonly i18n: i18n) {
    this.locale = normalizeLocale(i18n.language);
    makeAutoObservable<LocaleStore, 'i18n'>(this, { i18n: false });
  }

  /** Accepts untrusted input (a staff setting, a host, the address bar) and falls back to zh-CN. */
  setLocale(input: unknown): void {
    const next = normalizeLocale(input);
    this.locale = next;
    const { i18n } = this;
    // At once when the catalogue is at hand (tests, zh-CN); otherwise once its chunk is in.
    if (i18n.hasResourceBundle(next, 'translation')) void i18n.changeLanguage(next);
    else
      loadCatalogue(i18n, next).then(
        () => void (this.locale === next && i18n.changeLanguage(next)),
        (error: unknown) => console.error('[shell] the language could not load', error),
      );
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  }

  /** The person's own pick, from the account menu or 我的. */
  choose(input: unknown): void {
    this.setLocale(input);
    this.chosen = this.locale;
  }

  get isEnglish(): boolean {
    return this.locale === 'en-US';
  }
}
