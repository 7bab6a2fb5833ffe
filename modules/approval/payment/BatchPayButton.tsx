import { useLocale, useLocalized } from '@shell/i18n';
import { formatMoney, MoneyError } from '@shell/money';
import { BottomSheet, Button, ConfirmDialog, notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { BacklogStore } from '../BacklogStore';
import type { BatchPayResult } from './BatchPay';
import { BatchPayBills } from './BatchPayBills';
import { batchPayMessages } from './batchPayMessages';
import { paymentMessages } from './paymentMessages';

/** The notice after a batch pay: success only when every bill was paid or sent to the bank. */
function announce(
  results: readonly BatchPayResult[],
  done: (typeof batchPayMessages)['zh-CN']['done'],
) {
  const count = (outcome: BatchPayResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  const [paid, pending] = [count('paid'), count('pending')];
  const text = done(paid, pending, results.length - paid - pending);
  if (paid + pending === results.length) notices.success(text);
  else notices.error(text);
}

/**
 * 批量支付 on the selected bills of the 待支付 backlog: the bills are read, then a confirm names
 * how many, how much in all and the channel (which the cashier may change there), and lists the
 * bills without a payee, which are not paid. When none has a payee only a close is offered.
 */
export const BatchPayButton = observer(function BatchPayButton({
  backlog,
}: {
  backlog: BacklogStore;
}) {
  const messages = useLocalized(batchPayMessages);
  const payment = useLocalized(paymentMessages);
  const locale = useLocale();
  const { batchPay } = backlog;
  const count = backlog.selected.size;
  const asking = batchPay.phase === 'confirming' || batchPay.phase === 'paying';
  const payable = batchPay.payable.length;
  const total = batchPay.total;
  const amount = total instanceof MoneyError ? '—' : formatMoney(total, locale);
  const open = async () => {
    await batchPay.open();
    if (batchPay.readFailed) notices.error(messages.readFailed);
  };
  return (
    <>
      <Button
        variant="primary"
        disabled={count === 0 || backlog.isFetching}
        loading={batchPay.phase === 'reading'}
        onClick={() => void open()}
      >
        {batchPay.phase === 'reading' ? messages.reading : messages.batchPay(count)}
      </Button>
      {asking && payable === 0 && (
        <BottomSheet open title={payment.confirmTitle} onClose={() => batchPay.cancel()}>
          <p role="alert">{messages.nonePayable}</p>
          <Button onClick={() => batchPay.cancel()}>{payment.close}</Button>
        </BottomSheet>
      )}
      <ConfirmDialog
        open={asking && payable > 0}
        title={messages.confirm(payable, amount, payment.channels[batchPay.channel])}
        confirmLabel={messages.batchPay(payable)}
        onCancel={() => batchPay.cancel()}
        onConfirm={async () => announce(await batchPay.pay(), messages.done)}
      >
        <BatchPayBills batchPay={batchPay} />
      </ConfirmDialog>
    </>
  );
});
