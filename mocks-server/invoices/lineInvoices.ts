import type { Bill, Invoice } from '../data/billTypes';
import type { InvoiceInput } from './invoiceWire';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A line's invoice as the checks read it; photos nobody has read (no number) are skipped. */
export function inputOfInvoice(invoice: Invoice): InvoiceInput | null {
  if (!invoice.invoiceNumber || !invoice.issueDate) return null;
  return {
    invoiceType: invoice.invoiceType,
    invoiceCode: invoice.invoiceCode,
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.amount?.standard ?? '0.00',
    issueDate: isoDay(invoice.issueDate),
    checkCode: invoice.checkCode ?? '',
  };
}

/** Every entered invoice of the bill, with the line it is on. */
export function invoicesOfBill(bill: Bill): { detailId: string; invoice: InvoiceInput }[] {
  return bill.form.details.flatMap((line) =>
    line.feeTypeForm.invoiceForm.invoices.flatMap((each) => {
      const invoice = inputOfInvoice(each);
      return invoice ? [{ detailId: line.id, invoice }] : [];
    }),
  );
}
