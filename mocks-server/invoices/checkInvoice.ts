import type { Bill } from '../data/billTypes';
import { billWithInvoice } from './invoiceRegistry';
import type { InvoicePolicy } from './invoicePolicy';
import type { InvoiceCheck, InvoiceInput, InvoiceProblem, Verification } from './invoiceWire';
import type { AuthorityRecord, SampleInvoice } from './SampleInvoice';
import { verifyInvoice } from './taxAuthority';

const DAY = 86_400_000;

/** What a check looks at: the tenant, its bills, the authority's records, the clock. */
export interface CheckContext {
  corporationId: string;
  companyName: string;
  bills: readonly Bill[];
  samples: readonly SampleInvoice[];
  now: number;
  policy: InvoicePolicy;
  /** The bill the invoice is on (its own lines are not duplicates); null for the wallet. */
  billId: string | null;
  /** A lab scenario's 验真 answer for this invoice, if one is forced. */
  forced?: (invoice: InvoiceInput) => Verification | undefined;
  /** The authority's record of an invoice that was on the seeded bills. */
  seeded?: (invoice: InvoiceInput) => AuthorityRecord | undefined;
}

const MESSAGES: Record<InvoiceProblem['code'], string> = {
  duplicate: '发票已在其他单据中报销',
  'not-found': '税务机关查无此票',
  voided: '发票已作废',
  'red-flushed': '发票已红冲',
  'amount-mismatch': '发票金额与税务机关记录不一致',
  'date-mismatch': '开票日期与税务机关记录不一致',
  unavailable: '发票查验服务暂不可用，提交后将再次查验',
  title: '发票抬头不是本公司',
  'date-window': '开票日期不在报销期限内',
};

/** 查重, 验真, 抬头 and the date window for one invoice, each problem at the policy's level. */
export function checkInvoice(context: CheckContext, invoice: InvoiceInput): InvoiceCheck {
  const { policy } = context;
  const problems: InvoiceProblem[] = [];
  const add = (code: InvoiceProblem['code'], extra: Partial<InvoiceProblem> = {}) =>
    problems.push({ code, level: policy.levels[code], message: MESSAGES[code], ...extra });
  const other = billWithInvoice(context.bills, context.corporationId, invoice, context.billId);
  if (other) {
    const bill = { id: other.id, code: other.form.code, title: other.form.title };
    add('duplicate', { bill, message: `${MESSAGES.duplicate}：${bill.code} ${bill.title}` });
  }
  const answer = verifyInvoice(
    context.samples,
    invoice,
    context.forced?.(invoice),
    context.seeded?.(invoice),
  );
  if (answer.verification !== 'valid') add(answer.verification);
  if (answer.record && answer.record.buyerName !== context.companyName) add('title');
  const issued = Date.parse(`${invoice.issueDate}T00:00:00Z`);
  const tooOld = issued < context.now - policy.windowDays * DAY;
  if (Number.isNaN(issued) || tooOld || issued > context.now + DAY) {
    add('date-window', { windowDays: policy.windowDays });
  }
  const check: InvoiceCheck = { verification: answer.verification, problems };
  if (answer.record) {
    const { total, buyerName, sellerName } = answer.record;
    check.record = { total, buyerName, sellerName };
  }
  return check;
}
