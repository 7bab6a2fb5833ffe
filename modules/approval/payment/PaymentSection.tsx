import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { formatMonthDayTime } from '@shell/time';
import { AmountText } from '../components/AmountText';
import { flowMessages } from '../flowMessages';
import { paymentMessages } from './paymentMessages';
import { lastFailureOf, paymentStatusOf } from './paymentRules';
import type { ApprovalBill } from '../types';

/**
 * docs/approval-payment-print.md payment: pay type, the payee, where the money stands, the 'failure' label with the
 * bank's reason, and every record (channel, state, amount, time).
 */
export const PaymentSection = observer(function PaymentSection({ bill }: { bill: ApprovalBill }) {
  const messages = useLocalized(paymentMessages);
  const { colon } = useLocalized(flowMessages);
  const status = paymentStatusOf(bill);
  const failure = status === 'failed' ? lastFailureOf(bill.payments) : null;
  return (
    <section aria-labelledby="approval-payment-title">
      <h2 id="approval-payment-title">{messages.payment}</h2>
      <p>
        {messages.payType}
        {colon}
        {bill.payType ? messages.payTypes[bill.payType] : '—'}
      </p>
      <p>
        {messages.status}
        {colon}
        <strong data-testid="payment-status">{messages.statuses[status]}</strong>
      </p>
      {bill.payee && (
        <p data-testid="payee">
          {messages.payee}
          {colon}
          {bill.payee.name} · {bill.payee.bank} · {bill.payee.cardNo}
        </p>
      )}
      {failure && <Failure role="alert">{messages.failure(failure.failureReason)}</Failure>}
      {bill.payments.length === 0 ? (
        <p>{messages.noRecords}</p>
      ) : (
        // A record a line (channel, state with the bank's reason, amount, time): it reads on a
        // phone, where five columns would squeeze every word a character per line.
        <Records aria-label={messages.records}>
          {bill.payments.map((payment) => (
            <li key={payment.id}>
              <strong>{messages.channels[payment.channel]}</strong>
              <span data-state={payment.state}>
                {messages.recordStates[payment.state]}
                {payment.failureReason && `（${payment.failureReason}）`}
              </span>
              <AmountText money={payment.amount} />
              {payment.createTime > 0 && <time>{formatMonthDayTime(payment.createTime)}</time>}
            </li>
          ))}
        </Records>
      )}
    </section>
  );
});

const Records = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xxs}px ${({ theme }) => theme.spacing.md}px;
    overflow-wrap: anywhere;
  }

  [data-state='FAILURE'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
