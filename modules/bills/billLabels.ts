import { billStateLabels } from '@shell/billStates';
import type { LocalizedCatalogue } from '@shell/i18n';
import type { BillFormType, BillScene, BillState } from './types';

export interface BillLabels {
  /** Bill states (label) (docs/bills-and-workflow.md). */
  state: Record<BillState, string>;
  /** A state filter's option, where two states share a label. */
  stateOption: Partial<Record<BillState, string>>;
  scene: Record<BillScene, string>;
  formType: Record<BillFormType, string>;
}

export const billLabels: LocalizedCatalogue<BillLabels> = {
  'zh-CN': {
    state: billStateLabels['zh-CN'],
    stateOption: {
      paid: '已完成（已支付）',
      archived: '已完成（已归档）',
      PROCESS: '已完成（无需支付）',
    },
    scene: { todo: '待处理', doing: '进行中', done: '已完成', void: '已作废' },
    formType: {
      expense: '报销单',
      loan: '借款单',
      requisition: '申请单',
      permit: '授权单',
      custom: '通用审批单',
      payment: '付款单',
      settlement: '结算单',
      reconciliation: '对账单',
      receipt: '收款单',
      contractWrite: '合同单',
      corpPayment: '对公付款单',
      amortizeExpense: '摊销单',
      reimbursement: '报账单',
    },
  },
  'en-US': {
    state: billStateLabels['en-US'],
    stateOption: {
      paid: 'Completed (paid)',
      archived: 'Completed (archived)',
      PROCESS: 'Completed (no payment)',
    },
    scene: { todo: 'To do', doing: 'In progress', done: 'Done', void: 'Voided' },
    formType: {
      expense: 'Expense',
      loan: 'Loan',
      requisition: 'Requisition',
      permit: 'Permit',
      custom: 'Custom',
      payment: 'Payment',
      settlement: 'Settlement',
      reconciliation: 'Reconciliation',
      receipt: 'Receipt',
      contractWrite: 'Contract',
      corpPayment: 'Corporate payment',
      amortizeExpense: 'Amortized expense',
      reimbursement: 'Reimbursement',
    },
  },
};
