import { parse } from '@contracts/core/parse';
import { printSheetSchema } from '@contracts/print/printSheet';
import type { Money } from '@shell/money';

/** One expense line on paper: what, when, how much, how many invoices. */
export interface SheetLine {
  id: string;
  feeTypeName: string;
  /** ms epoch; null when not given. */
  feeDate: number | null;
  reason: string;
  amount: Money | null;
  invoiceCount: number;
}

/** One step of the approval trail: which node, who, what, when, and the comment. */
export interface SheetStep {
  nodeName: string;
  operatorId: string | null;
  /** The log action without `freeflow.` (submit, agree, reject, pay…). */
  action: string;
  time: number;
  comment: string;
}

/** What a finance office needs on the printed bill beyond its code (docs/approval-payment-print.md, issue 18 docs/approval-payment-print.md). */
export interface PrintSheet {
  corporationName: string;
  formType: string;
  departmentName: string;
  createTime: number | null;
  submitDate: number | null;
  expenseMoney: Money | null;
  payMoney: Money | null;
  lines: SheetLine[];
  trail: SheetStep[];
}

/** The bill answer's value (untrusted) as the printed sheet; missing parts read as empty. */
export const parsePrintSheet = (raw: unknown): PrintSheet => parse(printSheetSchema, raw);
