import { useLocale } from '@shell/i18n';
import { amountAriaLabel, CNY, moneyMessages, type Currency } from '@shell/money';
import type { Locale } from '@shell/i18n';
import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { normalizeAmount } from '../fieldFormats';
import { formWords } from '../formWords';
import { DecimalInput } from './DecimalInput';
import { FieldFrame } from './FieldFrame';
import { Row } from './fieldStyles';
import { useFieldFrame } from './useFieldFrame';

function currencyName(currency: Currency, locale: Locale): string {
  const words = moneyMessages[locale].currencies;
  if (Object.hasOwn(words, currency.strCode)) return words[currency.strCode].name;
  return currency.strCode || currency.unit || currency.symbol;
}

/**
 * An amount typed as decimal text in the field's currency (docs/i18n-theme-money.md money, standard side). The
 * symbol is shown but hidden from screen readers; the hint says the currency in words and,
 * once the amount reads as one, the amount as @shell/money would say it.
 */
export function MoneyField({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const frame = useFieldFrame<string>(field);
  const currency = field.currency ?? CNY;
  const amount = frame.error === null ? normalizeAmount(frame.value ?? '') : null;
  const hint = amount
    ? amountAriaLabel(amount, currency, locale)
    : formWords[locale].currency(currencyName(currency, locale));
  return (
    <FieldFrame frame={frame} required={field.required} hint={hint}>
      <Row>
        <Symbol aria-hidden="true">{currency.symbol || currency.strCode}</Symbol>
        <DecimalInput field={field} frame={frame} hasHint={true} />
      </Row>
    </FieldFrame>
  );
}

const Symbol = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-variant-numeric: tabular-nums;
`;
