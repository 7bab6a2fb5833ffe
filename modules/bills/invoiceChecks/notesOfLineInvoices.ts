import type { FeeLine } from '../lines/FeeLine';
import { invoiceKeyOf, type InvoiceProblem } from './InvoiceCheck';
import { invoicesOfLine } from './invoicesOfLine';
import type { LineInvoiceChecks } from './LineInvoiceChecks';

/** One thing to say about one invoice of a line, at its policy level. */
export type LineInvoiceNote = { invoiceNumber: string } & (
  | { kind: 'problem'; level: 'block' | 'warn'; problem: InvoiceProblem }
  /** The same invoice is on an earlier line of this bill. */
  | { kind: 'twice'; level: 'block'; otherLineKey: string }
  | { kind: 'pending'; level: 'info' }
  /** The check could not be made: submit checks again. */
  | { kind: 'unchecked'; level: 'warn' }
);

/** What the line's invoices' checks say; nothing for a line without entered invoices. */
export function notesOfLineInvoices(line: FeeLine, checks: LineInvoiceChecks): LineInvoiceNote[] {
  const invoices = invoicesOfLine(line);
  if (invoices.length === 0) return [];
  const billId = checks.billId();
  return invoices.flatMap((invoice): LineInvoiceNote[] => {
    const { invoiceNumber } = invoice;
    const holder = checks.holders.get(invoiceKeyOf(invoice));
    if (holder && holder !== line.key) {
      return [{ invoiceNumber, kind: 'twice', level: 'block', otherLineKey: holder }];
    }
    const entry = checks.entryOf(invoice);
    if (!entry || entry.state === 'pending')
      return [{ invoiceNumber, kind: 'pending', level: 'info' }];
    if (entry.state === 'failed') return [{ invoiceNumber, kind: 'unchecked', level: 'warn' }];
    return entry.check.problems
      .filter((problem) => !(problem.code === 'duplicate' && problem.bill?.id === billId))
      .map((problem) => ({ invoiceNumber, kind: 'problem', level: problem.level, problem }));
  });
}

/** Whether a note stops submit. */
export const isBlocking = (note: LineInvoiceNote): boolean => note.level === 'block';
