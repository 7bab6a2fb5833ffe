import type { BillFormType } from '@contracts/billVocabulary';

export interface GroupDraft {
  code: string;
  name: string;
}

export interface SpecificationDraft {
  /** The id part after `<corp>:spec:`; a bill type's main specification uses the type itself. */
  key: string;
  name: string;
  formType: BillFormType;
  group: string;
  /** How many versions exist; only the newest is active. */
  versions: number;
}

/** docs/lab.md 'custom-specification get specificationGroups': the groups the picker shows. */
export const SPECIFICATION_GROUPS: readonly GroupDraft[] = [
  { code: 'expense', name: '报销单' },
  { code: 'loan', name: '借款单' },
  { code: 'requisition', name: '申请单' },
  { code: 'payment', name: '付款单' },
  { code: 'settlement', name: '结算对账' },
  { code: 'other', name: '其他' },
];

/**
 * One specification per bill type of docs/lab.md, whose id the seeded bills name
 * (`<corp>:spec:<type>:1`), plus a travel expense form; custom has an older, inactive version 1.
 */
export const SPECIFICATION_DRAFTS: readonly SpecificationDraft[] = [
  { key: 'expense', name: '日常报销单', formType: 'expense', group: 'expense', versions: 1 },
  { key: 'travelExpense', name: '差旅报销单', formType: 'expense', group: 'expense', versions: 1 },
  {
    key: 'reimbursement',
    name: '报账单',
    formType: 'reimbursement',
    group: 'expense',
    versions: 1,
  },
  {
    key: 'amortizeExpense',
    name: '摊销报销单',
    formType: 'amortizeExpense',
    group: 'expense',
    versions: 1,
  },
  { key: 'loan', name: '借款单', formType: 'loan', group: 'loan', versions: 1 },
  {
    key: 'requisition',
    name: '出差申请单',
    formType: 'requisition',
    group: 'requisition',
    versions: 1,
  },
  { key: 'permit', name: '用印申请单', formType: 'permit', group: 'requisition', versions: 1 },
  { key: 'payment', name: '付款单', formType: 'payment', group: 'payment', versions: 1 },
  {
    key: 'corpPayment',
    name: '对公付款单',
    formType: 'corpPayment',
    group: 'payment',
    versions: 1,
  },
  { key: 'settlement', name: '结算单', formType: 'settlement', group: 'settlement', versions: 1 },
  {
    key: 'reconciliation',
    name: '对账单',
    formType: 'reconciliation',
    group: 'settlement',
    versions: 1,
  },
  { key: 'receipt', name: '收款单', formType: 'receipt', group: 'settlement', versions: 1 },
  { key: 'custom', name: '通用审批单', formType: 'custom', group: 'other', versions: 2 },
  {
    key: 'contractWrite',
    name: '合同登记单',
    formType: 'contractWrite',
    group: 'other',
    versions: 1,
  },
];
