import { normalizeLocale, type Locale } from '@shell/i18n';
import { useTranslation } from 'react-i18next';

/** The shell's current locale, for formatters that take one (money, times). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.language);
}
