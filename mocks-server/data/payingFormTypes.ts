import type { BillFormType } from '@contracts/billVocabulary';

/** The bill types that pay money out: the seed's plans and the API's new plans end with a cashier on these. */
export const PAYING_FORM_TYPES: readonly BillFormType[] = [
  'expense',
  'loan',
  'payment',
  'corpPayment',
  'reimbursement',
  'amortizeExpense',
];
