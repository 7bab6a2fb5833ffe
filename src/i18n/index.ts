export { createI18n } from './createI18n';
export { createI18nWith, loadCatalogue, type Catalogues } from './createI18nWith';
export { DEFAULT_LOCALE, LOCALES, normalizeLocale, type Locale } from './Locale';
export { enLabelKey, localizedField, localizedLabel, type Labelled } from './enLabel';
export type { Messages } from './locales/zhCN';
export { useLocale } from './useLocale';
export { useLocalized, type LocalizedCatalogue } from './useLocalized';
