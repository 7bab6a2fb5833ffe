import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { formatMonthDayTime } from '@shell/time';
import { AmountText } from '../components/AmountText';
import { flowMessages } from '../flowMessages';
import { paymentMessages } from './paymentMessages';
import { isSettledPayment, lastFailureOf, paymentStatusOf } from './paymentRules';
import type { ApprovalBill } from '../types';

/**
 * Spec §4 payment: pay type, the payee, where the money stands, the 'failure' label with the
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
        <table aria-label={messages.records}>
          <thead>
            <tr>
              <th scope="col">{messages.channel}</th>
              <th scope="col">{messages.recordState}</th>
              <th scope="col">{messages.amount}</th>
              <th scope="col">{messages.settled}</th>
              <th scope="col">{messages.time}</th>
            </tr>
          </thead>
          <tbody>
            {bill.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{messages.channels[payment.channel]}</td>
                <td>
                  {messages.recordStates[payment.state]}
                  {payment.failureReason && `（${payment.failureReason}）`}
                </td>
                <td>
                  <AmountText money={payment.amount} />
                </td>
                <td>{isSettledPayment(payment) ? messages.settled : messages.inFlight}</td>
                <td>{payment.createTime ? formatMonthDayTime(payment.createTime) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
