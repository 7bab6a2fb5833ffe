import type { PrintState, ReceiptState } from '@contracts/billVocabulary';
import type { PAPER_TASK_STATES, SAMPLING_STATES } from '@contracts/print/printBill';
import type { PrintSheet } from './models/parsePrintSheet';

/** Print states (docs/approval-payment-print.md) and "Receipt states": the wire contract's lists. */
export {
  PRINT_STATES,
  RECEIPT_STATES,
  type PrintState,
  type ReceiptState,
} from '@contracts/billVocabulary';

/** Sampling and the paper task states are the wire contract's (contracts/print/printBill.ts). */
export { PAPER_TASK_STATES } from '@contracts/print/printBill';
export type SamplingState = (typeof SAMPLING_STATES)[number];
export type PaperTaskState = (typeof PAPER_TASK_STATES)[number];

/** One printout of the bill: when, by whom, which template, and whether invoices went too. */
export interface PrintEvent {
  time: number;
  printerId: string | null;
  /** null when the log does not say: the page names it "unknown", never shows an id. */
  templateId: string | null;
  withInvoices: boolean;
}

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
