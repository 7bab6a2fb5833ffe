import type { BillFormType, PayType } from '@contracts/billVocabulary';
import type { BillState, Rejection, WaitingNode } from '@shell/billStates';
import type { Money } from '@shell/money';

/** The bill states live in the shell: every module shows a state the same way. */
export { BILL_STATES, type BillState } from '@shell/billStates';

/** docs/bills-and-workflow.md "Bill types" and "Pay types" (who pays the bill out): the wire contract's lists. */
export {
  BILL_FORM_TYPES,
  PAY_TYPES,
  type BillFormType,
  type PayType,
} from '@contracts/billVocabulary';

/** The list tab a bill falls under; the backend filters on it like a field. */
export const BILL_SCENES = ['todo', 'doing', 'done', 'void'] as const;
export type BillScene = (typeof BILL_SCENES)[number];

/** docs/bills-and-workflow.md list display modes; the `bills-display-mode` flag picks the tenant's default. */
export const DISPLAY_MODES = ['LIST', 'TABLE'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface StaffRef {
  id: string;
  /** Empty when the answer carried only the id. */
  name: string;
}

export type { WaitingNode } from '@shell/billStates';

/** A bill as lists show it (Bill (flow) (docs/bills-and-workflow.md)). */
export interface BillSummary {
  id: string;
  code: string;
  title: string;
  formType: BillFormType | null;
  state: BillState;
  submitter: StaffRef | null;
  expenseMoney: Money | null;
  payMoney: Money | null;
  /** ms epoch. */
  updateTime: number;
  appId: string | null;
  waitingAt: WaitingNode | null;
  /** Who sent a rejected bill back, where, when and why; null on any other bill. */
  rejection: Rejection | null;
}

export interface Attachment {
  id: string;
  fileName: string;
  url: string;
}

export interface Invoice {
  id: string;
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  amount: Money | null;
}

/** Bill detail (docs/bills-and-workflow.md): one expense line. */
export interface BillDetailLine {
  id: string;
  feeTypeName: string;
  amount: Money | null;
  receivingAmount: Money | null;
  companyRealPay: Money | null;
  settlement: { name: string; opportunity: string } | null;
  /** Only the spec's 'exist' form carries invoices. */
  invoices: Invoice[] | null;
  attachments: Attachment[];
}

export interface BillDetail extends BillSummary {
  description: string;
  details: BillDetailLine[];
  attachments: Attachment[];
  dataLinkCount: number;
  /** Ids of the requisitions an expense bill draws on. */
  expenseLinks: string[];
  specificationId: string;
  payType: PayType | null;
  /** What the signed-in staff may do now (`submit`, `edit`, …), as the server says. */
  actions: string[];
  /** The form record as sent (untrusted), for the edit form's formValuesOf. */
  form: Record<string, unknown>;
}

/** One page of a list answer; `count` is the total before paging. */
export interface ListPage<T> {
  items: T[];
  count: number;
}
