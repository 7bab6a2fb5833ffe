import { useTranslation } from 'react-i18next';
import { normalizeLocale, type Locale } from './Locale';

/** A module's own small catalogue: both locales required by the type, picked by the current language. */
export type LocalizedCatalogue<T> = Record<Locale, T>;

export function useLocalized<T>(catalogue: LocalizedCatalogue<T>): T {
  const { i18n } = useTranslation();
  return catalogue[normalizeLocale(i18n.language)];
}
