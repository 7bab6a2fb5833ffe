import type { LocalizedCatalogue } from '@shell/i18n';

interface BatchPayMessages {
  batchPay: (count: number) => string;
  reading: string;
  readFailed: string;
  /** The confirm's title: how many bills, how much in all, by which channel. */
  confirm: (count: number, amount: string, channel: string) => string;
  bills: string;
  withoutPayee: (count: number) => string;
  nonePayable: string;
  /** The notice and the results' name: paid, sent to the bank, not paid. */
  done: (paid: number, pending: number, failed: number) => string;
  paid: string;
  pending: string;
  failed: (reason: string) => string;
  noPayee: string;
  results: string;
  dismiss: string;
}

export const batchPayMessages: LocalizedCatalogue<BatchPayMessages> = {
  'zh-CN': {
    batchPay: (count) => `批量支付（${count}）`,
    reading: '正在读取所选单据…',
    readFailed: '未能读取所选单据，没有付款。请重试。',
    confirm: (count, amount, channel) => `通过${channel}支付这 ${count} 张单据，共 ${amount}？`,
    bills: '将要支付的单据',
    withoutPayee: (count) => `${count} 张单据没有收款人信息，不会付款：`,
    nonePayable: '所选单据都没有收款人信息，不能付款。请让提交人补充收款信息后再付。',
    done: (paid, pending, failed) =>
      [
        `已支付 ${paid} 张`,
        ...(pending > 0 ? [`${pending} 张等待银行结果`] : []),
        `${failed} 张未能支付`,
      ].join('，'),
    paid: '已支付',
    pending: '已提交银行，等待银行结果',
    failed: (reason) => `支付失败：${reason}`,
    noPayee: '未付款：没有收款人信息，请让提交人补充收款信息',
    results: '批量支付结果',
    dismiss: '关闭结果',
  },
  'en-US': {
    batchPay: (count) => `Pay selected (${count})`,
    reading: 'Reading the selected bills…',
    readFailed: 'Could not read the selected bills; nothing was paid. Please try again.',
    confirm: (count, amount, channel) =>
      count === 1
        ? `Pay 1 bill of ${amount} by ${channel}?`
        : `Pay these ${count} bills, ${amount} in all, by ${channel}?`,
    bills: 'Bills to pay',
    withoutPayee: (count) =>
      count === 1
        ? '1 bill names no payee and will not be paid:'
        : `${count} bills name no payee and will not be paid:`,
    nonePayable:
      'None of the selected bills names a payee, so none can be paid. Ask the submitters to add the payee first.',
    done: (paid, pending, failed) =>
      [
        `${paid} paid`,
        ...(pending > 0 ? [`${pending} waiting for the bank`] : []),
        `${failed} not paid`,
      ].join(', '),
    paid: 'Paid',
    pending: 'Sent to the bank, waiting for its answer',
    failed: (reason) => `Payment failed: ${reason}`,
    noPayee: 'Not paid: the bill names no payee; ask the submitter to add one',
    results: 'Batch payment results',
    dismiss: 'Close the results',
  },
};
