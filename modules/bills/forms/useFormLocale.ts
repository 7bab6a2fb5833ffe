import { normalizeLocale, type Locale } from '@shell/i18n';
import { useTranslation } from 'react-i18next';

/** The shell's current locale, for labels (enLabel rule), messages and money words. */
export function useFormLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.language);
}
