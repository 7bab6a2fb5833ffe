import { normalizeLocale, type Locale } from '@shell/i18n';
import { useTranslation } from 'react-i18next';

/** The shell's current locale, for the money and time formatters. */
export function useLocale(): Locale {
  return normalizeLocale(useTranslation().i18n.language);
}
