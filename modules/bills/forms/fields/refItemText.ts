import { localizedLabel, type Locale } from '@shell/i18n';
import { formWords } from '../formWords';
import type { RefItem } from '../refEntities';

/** The item's name in the locale (enName in en-US when it has one). */
export function refItemLabel(item: RefItem, locale: Locale): string {
  return localizedLabel(item, locale);
}

/** A card number by its last four digits: enough to know one's account, no more on screen. */
const maskedCard = (value: string) => (value.length > 4 ? `**** ${value.slice(-4)}` : value);

/** Its selection fields as one line, in words: 'Code: E001 · Email: a@b.cn'. */
export function refItemDetails(item: RefItem, locale: Locale): string {
  const { details: names, detailValues } = formWords[locale];
  const shown = (key: string, value: string) => {
    if (key === 'cardNo') return maskedCard(value);
    return key === 'type' && Object.hasOwn(detailValues, value) ? detailValues[value] : value;
  };
  return item.details
    .map(
      ({ key, value }) => `${Object.hasOwn(names, key) ? names[key] : key}: ${shown(key, value)}`,
    )
    .join(' · ');
}
