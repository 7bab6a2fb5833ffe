import { formatMoney, moneyAriaLabel, type Money } from '@shell/money';
import { useLocale } from '@shell/i18n';

/** An amount as shown ('¥1,234.50'), with the currency in words for screen readers. */
export function AmountText({ money }: { money: Money | null }) {
  const locale = useLocale();
  if (!money) return <span>—</span>;
  return <span aria-label={moneyAriaLabel(money, locale)}>{formatMoney(money, locale)}</span>;
}
