import type { InvoiceInput, Verification } from './invoiceWire';
import type { AuthorityRecord, SampleInvoice } from './SampleInvoice';

export interface AuthorityAnswer {
  verification: Verification;
  record?: AuthorityRecord;
}

/**
 * 验真 as the lab's tax authority answers it: it knows every tenant's sample invoices (its own
 * records may differ from the paper) and the seeded bills' invoices, nothing else. `forced` is a lab scenario's answer.
 */
export function verifyInvoice(
  samples: readonly SampleInvoice[],
  invoice: InvoiceInput,
  forced?: Verification,
  seeded?: AuthorityRecord,
): AuthorityAnswer {
  const sample = samples.find(
    ({ printed }) =>
      printed.invoiceNumber === invoice.invoiceNumber &&
      printed.invoiceCode === invoice.invoiceCode,
  );
  const record = sample ? (sample.authority ?? undefined) : seeded;
  if (forced) return record ? { verification: forced, record } : { verification: forced };
  if (!record) return { verification: 'not-found' };
  if (record.status !== 'valid') return { verification: record.status, record };
  if (Number(record.amount) !== Number(invoice.amount)) {
    return { verification: 'amount-mismatch', record };
  }
  if (record.issueDate !== invoice.issueDate) return { verification: 'date-mismatch', record };
  return { verification: 'valid', record };
}
