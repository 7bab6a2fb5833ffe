import { localizedLabel, type Locale } from '@shell/i18n';
import { formWords } from '../formWords';
import type { RefItem } from '../refEntities';

/** The item's name in the locale (enName in en-US when it has one). */
export function refItemLabel(item: RefItem, locale: Locale): string {
  return localizedLabel(item, locale);
}

/** Its selection fields as one line: 'Code: E001 · Email: a@b.cn'. */
export function refItemDetails(item: RefItem, locale: Locale): string {
  const names = formWords[locale].details;
  return item.details
    .map(({ key, value }) => `${Object.hasOwn(names, key) ? names[key] : key}: ${value}`)
    .join(' · ');
}
