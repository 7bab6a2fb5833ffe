import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from './Locale';
import type { Messages } from './locales/zhCN';
import { zhCN } from './locales/zhCN';

/** The catalogues an instance starts with; zh-CN (the fallback) is always among them. */
export type Catalogues = Partial<Record<Locale, Messages>>;

/** A fresh instance per app (and per test) so no state leaks through the i18next singleton. */
export function createI18nWith(locale: Locale, catalogues: Catalogues = {}): i18n {
  const instance = i18next.createInstance();
  const all: Catalogues = { 'zh-CN': zhCN, ...catalogues };
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(all).map(([name, messages]) => [name, { translation: messages }]),
    ),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['zh-CN', 'en-US'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * The catalogue of `locale`, added to `instance` if it is not there yet. en-US is its own chunk:
 * most people read zh-CN, and their first screen should not carry the other language.
 */
export async function loadCatalogue(instance: i18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'translation')) return;
  const { enUS } = await import(/* webpackChunkName: "locale-en-US" */ './locales/enUS');
  instance.addResourceBundle('en-US', 'translation', enUS);
}
