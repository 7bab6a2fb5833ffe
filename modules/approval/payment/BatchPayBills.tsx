import { useLocalized } from '@shell/i18n';
import { Select } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { AmountText } from '../components/AmountText';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../types';
import type { BatchPay } from './BatchPay';
import { batchPayMessages } from './batchPayMessages';
import { paymentMessages } from './paymentMessages';

const isChannel = (value: string): value is PaymentChannel =>
  PAYMENT_CHANNELS.some((channel) => channel === value);

/** The confirm's body: the channel, each bill to pay with its payee and amount, the refused ones. */
export const BatchPayBills = observer(function BatchPayBills({ batchPay }: { batchPay: BatchPay }) {
  const messages = useLocalized(batchPayMessages);
  const payment = useLocalized(paymentMessages);
  const refused = batchPay.withoutPayee;
  return (
    <>
      <Select
        label={payment.channel}
        value={batchPay.channel}
        disabled={batchPay.phase === 'paying'}
        onChange={(event) =>
          isChannel(event.target.value) && batchPay.setChannel(event.target.value)
        }
        options={PAYMENT_CHANNELS.map((channel) => ({
          value: channel,
          label: payment.channels[channel],
        }))}
      />
      <Bills aria-label={messages.bills}>
        {batchPay.payable.map((bill) => (
          <li key={bill.id}>
            <span>
              {bill.title || bill.code} · {bill.payee?.name}
            </span>
            <AmountText money={bill.payMoney} />
          </li>
        ))}
      </Bills>
      {refused.length > 0 && (
        <Refused role="alert">
          {messages.withoutPayee(refused.length)}
          <ul>
            {refused.map((bill) => (
              <li key={bill.id}>{bill.title || bill.code}</li>
            ))}
          </ul>
        </Refused>
      )}
    </>
  );
});

const Bills = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  max-height: 40vh;
  margin: ${({ theme }) => theme.spacing.md}px 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.md}px;
    overflow-wrap: anywhere;
  }

  /* An amount is read whole: the title wraps, the amount never breaks. */
  li > :last-child {
    flex: none;
    white-space: nowrap;
  }
`;

const Refused = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.danger};

  ul {
    margin: ${({ theme }) => theme.spacing.xxs}px 0 0;
    padding-left: ${({ theme }) => theme.spacing.lg}px;
  }
`;
