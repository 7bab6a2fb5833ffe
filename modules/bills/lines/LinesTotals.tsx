import { useLocalized } from '@shell/i18n';
import { chineseCapitalAmount, formatMoney, moneyOf } from '@shell/money';
import { Descriptions } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useLocale } from '@shell/i18n';
import { MoneyText } from '../components/MoneyText';
import type { FeeLinesStore } from './FeeLinesStore';
import { lineMessages } from './lineMessages';

export interface LinesTotalsProps {
  store: FeeLinesStore;
  /** Paying bill types pay the whole of it; others pay nothing. */
  pays: boolean;
}

/**
 * The bill's amounts in its payment section: derived from the lines as they are typed, never
 * typed themselves, with the amount in Chinese capitals. A total the server holds that
 * disagrees with its own lines is said, both amounts shown, and nothing overwritten.
 */
export const LinesTotals = observer(function LinesTotals({ store, pays }: LinesTotalsProps) {
  const messages = useLocalized(lineMessages);
  const locale = useLocale();
  const total = moneyOf(store.total);
  return (
    <>
      <Descriptions
        items={[
          { label: messages.reimbursed, value: <MoneyText money={total} /> },
          {
            label: messages.paid,
            value: <MoneyText money={pays ? total : moneyOf('0.00')} />,
          },
          {
            label: messages.inWords,
            value: chineseCapitalAmount(store.total) ?? '—',
          },
        ]}
      />
      <Note>{messages.derivedNote}</Note>
      {store.serverMismatch && store.serverTotal !== null && (
        <Mismatch role="alert" data-testid="total-mismatch">
          {messages.totalMismatch(
            formatMoney(moneyOf(store.serverTotal), locale),
            formatMoney(total, locale),
          )}
        </Mismatch>
      )}
    </>
  );
});

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Mismatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.danger};
`;
