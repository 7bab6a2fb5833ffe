import type { Bill } from '../data/billTypes';
import type { InvoiceInput } from './invoiceWire';

/** Bills whose invoices are spent: not deleted, not nullified (作废 gives its invoices back). */
const holdsInvoices = (bill: Bill) => bill.active && bill.state !== 'nullify';

const sameInvoice = (
  a: { invoiceType: string; invoiceCode: string; invoiceNumber: string },
  b: InvoiceInput,
) =>
  a.invoiceType === b.invoiceType &&
  a.invoiceCode === b.invoiceCode &&
  a.invoiceNumber === b.invoiceNumber;

/**
 * 查重: the tenant's bill that already carries this invoice (same type, code and number), other
 * than `exceptBillId`; undefined when none does.
 */
export function billWithInvoice(
  bills: readonly Bill[],
  corporationId: string,
  invoice: InvoiceInput,
  exceptBillId: string | null,
): Bill | undefined {
  return bills.find(
    (bill) =>
      bill.corporationId === corporationId &&
      bill.id !== exceptBillId &&
      holdsInvoices(bill) &&
      bill.form.details.some((line) =>
        line.feeTypeForm.invoiceForm.invoices.some((each) => sameInvoice(each, invoice)),
      ),
  );
}
