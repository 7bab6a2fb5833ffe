import type { MockState } from '../data/MockState';
import type { AuthorityRecord } from './SampleInvoice';

const records = new WeakMap<MockState, Map<string, AuthorityRecord>>();
const keyOf = (code: string, number: string) => `${code}/${number}`;

/**
 * The invoices on the seeded bills were real ones: the lab's tax authority knows them as valid.
 * Taken when the data is made (and on reset), before anyone enters an invoice of their own.
 */
export function rememberSeededInvoices(state: MockState): void {
  const known = new Map<string, AuthorityRecord>();
  for (const bill of state.bills) {
    const buyerName = state.tenants.find((t) => t.corporationId === bill.corporationId)?.name ?? '';
    for (const line of bill.form.details) {
      for (const invoice of line.feeTypeForm.invoiceForm.invoices) {
        if (!invoice.invoiceNumber || !invoice.issueDate) continue;
        const amount = invoice.amount?.standard ?? '0.00';
        known.set(keyOf(invoice.invoiceCode, invoice.invoiceNumber), {
          status: 'valid',
          amount,
          total: amount,
          issueDate: new Date(invoice.issueDate).toISOString().slice(0, 10),
          buyerName,
          sellerName: '',
        });
      }
    }
  }
  records.set(state, known);
}

export function seededRecordOf(
  state: MockState,
  code: string,
  number: string,
): AuthorityRecord | undefined {
  return records.get(state)?.get(keyOf(code, number));
}
