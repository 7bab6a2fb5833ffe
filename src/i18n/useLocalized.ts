import type { Locale } from './Locale';
import { useLocale } from './useLocale';

/** A module's own small catalogue: both locales required by the type, picked by the current language. */
export type LocalizedCatalogue<T> = Record<Locale, T>;

export function useLocalized<T>(catalogue: LocalizedCatalogue<T>): T {
  return catalogue[useLocale()];
}
