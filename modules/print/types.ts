import type { PrintState, ReceiptState } from '@contracts/billVocabulary';
import type { PrintEvent } from './models/parsePrintHistory';
import type { PrintSheet } from './models/parsePrintSheet';

/** docs/approval-payment-print.md "Print states" and "Receipt states": the wire contract's lists. */
export {
  PRINT_STATES,
  RECEIPT_STATES,
  type PrintState,
  type ReceiptState,
} from '@contracts/billVocabulary';

/** docs/approval-payment-print.md "Sampling": whether the bill was picked for a paper check. */
export const SAMPLING_STATES = ['selected', 'unselected'] as const;
export type SamplingState = (typeof SAMPLING_STATES)[number];

/** The backlog task states of the paper steps (mocks-server/bills/README.md "Task fields"). */
export const PAPER_TASK_STATES = ['SENDING', 'RECEIVING', 'RECEIVING_EXCEP'] as const;
export type PaperTaskState = (typeof PAPER_TASK_STATES)[number];

/** The paper lists: bills waiting for me to send, or to receive. */
export const PAPER_TABS = ['send', 'receive'] as const;
export type PaperTab = (typeof PAPER_TABS)[number];

export interface StaffRef {
  id: string;
  /** '' when the answer did not carry the name. */
  name: string;
}

/** A sending or receiving node of the bill's plan. */
export interface PaperNode {
  id: string;
  name: string;
  type: 'send' | 'receive';
  signerId: string | null;
  /** NOT_STARTED, SENDING, RECEIVING, RECEIVING_EXCEP, PROCESSED, …; kept as the server says. */
  state: string;
  description: string;
}

/** What the print pages read of a bill; everything else on the wire is ignored. */
export interface PrintBill {
  id: string;
  code: string;
  title: string;
  /** The bill state (docs/approval-payment-print.md), as text: only the paper rules read it. */
  state: string;
  submitter: StaffRef | null;
  /** Decimal text of the expense money's standard side, '' when absent. */
  amount: string;
  currencySymbol: string;
  printState: PrintState;
  printCount: number;
  /** ms epoch, null before the first print. */
  lastPrintTime: number | null;
  lastPrinter: StaffRef | null;
  /** Every printout, newest first. */
  printHistory: PrintEvent[];
  /** null when the plan has no paper-receipt node. */
  receiptState: ReceiptState | null;
  paperNodes: PaperNode[];
  /** null when the answer does not say (the lab's bills never do yet). */
  sampling: SamplingState | null;
  /** The steps the signed-in staff may take now; buttons come only from this list. */
  actions: string[];
  /** What the printed document shows: company, lines, totals, approval trail. */
  sheet: PrintSheet;
}

export interface PaperTask {
  id: string;
  state: PaperTaskState;
  nodeName: string;
  createTime: number;
  bill: PrintBill;
}

export interface ListPage<T> {
  items: T[];
  count: number;
}

/** docs/approval-payment-print.md "Print" config. */
export interface PrintConfig {
  printTemplateId: string;
  isPrintInvoice: boolean;
}

export interface PrintTemplate {
  id: string;
  name: { 'zh-CN': string; 'en-US': string };
}

/** Center filters: null means any. */
export interface PrintFilters {
  printState: PrintState | null;
  receiptState: ReceiptState | null;
}
