import type { BillState, Rejection, WaitingNode } from '@shell/billStates';
import type { Money } from '@shell/money';

/** The bill states live in the shell: every module shows a state the same way. */
export { BILL_STATES, type BillState } from '@shell/billStates';

/** Spec §7: the task states the backlog lists. */
export const BACKLOG_STATES = ['SENDING', 'RECEIVING', 'APPROVING', 'PAYING'] as const;
export type BacklogState = (typeof BACKLOG_STATES)[number];

/** Spec §9 "Bill types". */
export const BILL_FORM_TYPES = [
  'expense',
  'loan',
  'requisition',
  'permit',
  'custom',
  'payment',
  'settlement',
  'reconciliation',
  'receipt',
  'contractWrite',
  'corpPayment',
  'amortizeExpense',
  'reimbursement',
] as const;
export type BillFormType = (typeof BILL_FORM_TYPES)[number];

/** Spec §9 "Pay types": who pays the bill out. */
export const PAY_TYPES = ['CORPORATION', 'PERSONAL', 'MIXING'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The list tab a bill falls under; the backend filters on it like a field. */
export const BILL_SCENES = ['todo', 'doing', 'done', 'void'] as const;
export type BillScene = (typeof BILL_SCENES)[number];

/** Spec §9 list display modes; the `bills-display-mode` flag picks the tenant's default. */
export const DISPLAY_MODES = ['LIST', 'TABLE'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface StaffRef {
  id: string;
  /** Empty when the answer carried only the id. */
  name: string;
}

export type { WaitingNode } from '@shell/billStates';

/** A bill as lists show it (spec §3 "Bill (flow)"). */
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

/** One task of the backlog: a bill waiting for the signed-in staff at one node. */
export interface BacklogTask {
  id: string;
  state: BacklogState | 'RECEIVING_EXCEP';
  nodeName: string;
  /** When the bill reached the node, ms epoch. */
  createTime: number;
  bill: BillSummary;
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

/** Spec §3 "Bill detail": one expense line. */
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
