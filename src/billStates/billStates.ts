import { BILL_STATES, type BillState } from '@contracts/billVocabulary';
import type { LocalizedCatalogue } from '../i18n';

/**
 * Bill states (docs/bills-and-workflow.md), in the order the spec lists their labels: the wire contract's list
 * (contracts/billVocabulary.ts), shared by every module that shows a bill (bills, approval,
 * print) so a state reads the same on each screen, and by the mock that answers them.
 */
export { BILL_STATES } from '@contracts/billVocabulary';
export type { BillState } from '@contracts/billVocabulary';

export function isBillState(value: unknown): value is BillState {
  return typeof value === 'string' && (BILL_STATES as readonly string[]).includes(value);
}

/**
 * Bill states (label) (docs/bills-and-workflow.md): paid, archived and PROCESS all read "completed". PROCESSING (a
 * payment started, the bank has not answered) has no label in the spec: ours says just that.
 */
export const billStateLabels: LocalizedCatalogue<Record<BillState, string>> = {
  'zh-CN': {
    draft: '待提交',
    approving: '审批中',
    sending: '待寄送',
    receiving: '待收单',
    receivingExcep: '收单异常',
    pending: '提交中',
    paying: '待支付',
    PROCESSING: '支付中',
    paid: '已完成',
    archived: '已完成',
    rejected: '已驳回',
    PROCESS: '已完成',
    failure: '支付失败',
    nullify: '已作废',
  },
  'en-US': {
    draft: 'To submit',
    approving: 'Approving',
    sending: 'To send',
    receiving: 'To receive',
    receivingExcep: 'Receipt exception',
    pending: 'Submitting',
    paying: 'To pay',
    PROCESSING: 'Payment in progress',
    paid: 'Completed',
    archived: 'Completed',
    rejected: 'Rejected',
    PROCESS: 'Completed',
    failure: 'Payment failed',
    nullify: 'Voided',
  },
};
