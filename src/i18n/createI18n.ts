import type { i18n } from 'i18next';
import { createI18nWith } from './createI18nWith';
import { DEFAULT_LOCALE, type Locale } from './Locale';
import { enUS } from './locales/enUS';

/**
 * An instance with every catalogue at hand, for tests and tools. The app starts with zh-CN only
 * (createI18nWith) and loads en-US when it is needed (loadCatalogue).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  return createI18nWith(locale, { 'en-US': enUS });
}
