import type { LocalizedCatalogue } from '@shell/i18n';
import type { PayType, PaymentChannel, PaymentRecord } from '../types';
import type { PaymentStatus } from './paymentRules';

interface PaymentMessages {
  payment: string;
  payType: string;
  payTypes: Record<PayType, string>;
  status: string;
  statuses: Record<PaymentStatus, string>;
  records: string;
  noRecords: string;
  channel: string;
  channels: Record<PaymentChannel, string>;
  recordStates: Record<PaymentRecord['state'], string>;
  amount: string;
  /** The 'failure' label (docs/approval-payment-print.md), with the bank's reason. */
  failure: (reason: string) => string;
  confirmTitle: string;
  payee: string;
  bank: string;
  cardNo: string;
  branch: string;
  confirmPay: (amount: string, payee: string) => string;
  noPayee: string;
  close: string;
  payees: Record<string, string>;
}

export const paymentMessages: LocalizedCatalogue<PaymentMessages> = {
  'zh-CN': {
    payment: '支付',
    payType: '支付方式',
    payTypes: { CORPORATION: '对公支付', PERSONAL: '对私支付', MIXING: '混合支付' },
    status: '支付状态',
    statuses: {
      none: '无需支付',
      afterApproval: '审批通过后支付',
      waiting: '待支付',
      processing: '支付中',
      failed: '支付失败',
      paid: '已支付',
    },
    records: '支付记录',
    noRecords: '暂无支付记录',
    channel: '支付渠道',
    channels: { OFFLINE: '线下支付', CHANPAY: '银企直连' },
    recordStates: { PENDING: '处理中', SUCCESS: '成功', FAILURE: '失败' },
    amount: '金额',
    failure: (reason) => `支付失败：${reason}`,
    confirmTitle: '确认付款',
    payee: '收款人',
    bank: '开户银行',
    cardNo: '账号',
    branch: '开户网点',
    confirmPay: (amount, payee) => `向 ${payee} 支付 ${amount}`,
    noPayee: '这张单据没有收款人信息，不能付款。请让提交人补充收款信息后再付。',
    close: '关闭',
    payees: { PERSONAL: '个人', PUBLIC: '对公' },
  },
  'en-US': {
    payment: 'Payment',
    payType: 'Pay type',
    payTypes: { CORPORATION: 'Corporate', PERSONAL: 'Personal', MIXING: 'Mixed' },
    status: 'Payment status',
    statuses: {
      none: 'Nothing to pay',
      afterApproval: 'Paid once approved',
      waiting: 'Waiting for payment',
      processing: 'Paying',
      failed: 'Payment failed',
      paid: 'Paid',
    },
    records: 'Payment records',
    noRecords: 'No payments yet',
    channel: 'Channel',
    channels: { OFFLINE: 'Offline', CHANPAY: 'CHANPAY' },
    recordStates: { PENDING: 'Pending', SUCCESS: 'Succeeded', FAILURE: 'Failed' },
    amount: 'Amount',
    failure: (reason) => `Payment failed: ${reason}`,
    confirmTitle: 'Confirm the payment',
    payee: 'Payee',
    bank: 'Bank',
    cardNo: 'Account',
    branch: 'Branch',
    confirmPay: (amount, payee) => `Pay ${amount} to ${payee}`,
    noPayee:
      'This bill names no payee, so it cannot be paid. Ask the submitter to add the payee first.',
    close: 'Close',
    payees: { PERSONAL: 'Personal', PUBLIC: 'Corporate' },
  },
};
