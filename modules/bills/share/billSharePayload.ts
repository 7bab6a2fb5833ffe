import type { SharePayload } from '@shell/hosts';
import { formatMoney } from '@shell/money';
import type { Locale } from '@shell/i18n';
import { billsPaths } from '../paths';
import type { BillDetail } from '../types';
import { shareMessages } from './shareMessages';

/**
 * docs/host-verbs.md share payload for a bill: its title (or code), a line with its code and amount, and
 * its detail page as the link. No image: every host then shows the product's default one
 * (docs/host-verbs.md), so nothing of the bill's attachments leaves through a share card.
 */
export function billSharePayload(bill: BillDetail, locale: Locale, origin: string): SharePayload {
  const messages = shareMessages[locale];
  const money = bill.expenseMoney ?? bill.payMoney;
  return {
    title: bill.title || bill.code || messages.untitled,
    desc: messages.description(bill.code, money ? formatMoney(money, locale) : null),
    link: new URL(billsPaths.detail(bill.id), origin).href,
  };
}
