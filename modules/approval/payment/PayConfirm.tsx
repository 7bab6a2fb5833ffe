import { useLocale, useLocalized } from '@shell/i18n';
import { formatMoney } from '@shell/money';
import { BottomSheet, Button, ConfirmDialog, Descriptions } from '@shell/ui';
import { actionMessages } from '../actionMessages';
import type { ApprovalBill, PaymentChannel } from '../types';
import { paymentMessages } from './paymentMessages';

export interface PayConfirmProps {
  bill: ApprovalBill;
  channel: PaymentChannel;
  /** A refused payment, as the shell's notifier words it. */
  error?: string | null;
  onConfirm(): Promise<unknown>;
  onCancel(): void;
}

/**
 * Paying is deliberate: the cashier confirms the payee (name, bank, masked account, branch), the
 * amount with its currency, the pay type and the channel. A bill without a payee is not paid:
 * the dialog says why and offers only to close.
 */
export function PayConfirm({ bill, channel, error, onConfirm, onCancel }: PayConfirmProps) {
  const messages = useLocalized(paymentMessages);
  const actions = useLocalized(actionMessages);
  const locale = useLocale();
  const { payee } = bill;
  if (!payee) {
    return (
      <BottomSheet open title={messages.confirmTitle} onClose={onCancel}>
        <p role="alert">{messages.noPayee}</p>
        <Button onClick={onCancel}>{messages.close}</Button>
      </BottomSheet>
    );
  }
  const amount = bill.payMoney ? formatMoney(bill.payMoney, locale) : '—';
  return (
    <ConfirmDialog
      open
      title={messages.confirmPay(amount, payee.name)}
      confirmLabel={actions.button[channel === 'OFFLINE' ? 'payOffline' : 'payChanpay']}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Descriptions
        items={[
          {
            label: messages.payee,
            value: `${payee.name}（${messages.payees[payee.type] ?? payee.type}）`,
          },
          { label: messages.bank, value: payee.bank || '—' },
          { label: messages.cardNo, value: payee.cardNo || '—' },
          { label: messages.branch, value: payee.branch || '—' },
          {
            label: messages.amount,
            value: `${amount} ${bill.payMoney?.standardStrCode ?? ''}`.trim(),
          },
          { label: messages.payType, value: bill.payType ? messages.payTypes[bill.payType] : '—' },
          { label: messages.channel, value: messages.channels[channel] },
        ]}
      />
      {error && <p role="alert">{error}</p>}
    </ConfirmDialog>
  );
}
