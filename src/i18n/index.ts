export { createI18n, resources } from './createI18n';
export { DEFAULT_LOCALE, LOCALES, normalizeLocale, type Locale } from './Locale';
export { enLabelKey, localizedField, localizedLabel, type Labelled } from './enLabel';
export type { Messages } from './locales/zhCN';
export { useLocale } from './useLocale';
export { useLocalized, type LocalizedCatalogue } from './useLocalized';
