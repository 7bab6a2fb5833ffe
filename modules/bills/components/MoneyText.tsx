import {
  foreignLineAriaLabel,
  foreignLineLabel,
  formatMoney,
  moneyAriaLabel,
  type Money,
} from '@shell/money';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useLocale } from '@shell/i18n';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * An amount as shown ('¥1,234.50') and as said (currency in words): the symbol alone is
 * ambiguous to a screen reader, so the visible text is hidden from it and the words are not.
 */
export const MoneyText = observer(function MoneyText({ money }: { money: Money | null }) {
  const locale = useLocale();
  if (!money) return <span>—</span>;
  const foreign = foreignLineLabel(money, locale);
  return (
    <Amount>
      <span aria-hidden="true">{formatMoney(money, locale)}</span>
      <VisuallyHidden>{moneyAriaLabel(money, locale)}</VisuallyHidden>
      {foreign && (
        <Foreign>
          <span aria-hidden="true">{foreign}</span>
          <VisuallyHidden>{foreignLineAriaLabel(money, locale)}</VisuallyHidden>
        </Foreign>
      )}
    </Amount>
  );
});

const Amount = styled.span`
  display: inline-flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;
`;

const Foreign = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
