import type { FeeLinesStore } from '../lines/FeeLinesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { invoiceKeyOf } from '../invoiceChecks/InvoiceCheck';
import { invoicesOfLine } from '../invoiceChecks/invoicesOfLine';
import { inputOf } from '../invoices/invoiceRecords';
import type { InvoicesStore } from '../invoices/InvoicesStore';
import { suggestFeeType } from '../invoices/suggestFeeType';
import type { CaptureDeps } from './CaptureStore';

/**
 * What a capture uses: the decoder, checks for `billId`, the upload, and where an invoice may
 * already be: the bill's lines, or (without lines: capturing into the wallet) the wallet.
 */
export function captureDeps(
  invoices: InvoicesStore,
  billId: () => string | null,
  feeTypes: FeeTypesStore,
  lines: FeeLinesStore | null,
): CaptureDeps {
  return {
    decode: (file) => invoices.decoder.decode(file),
    check: async (invoice) => {
      try {
        return (await invoices.deps.api.check(billId(), [inputOf(invoice)]))[0] ?? null;
      } catch {
        return null;
      }
    },
    upload: (file) => invoices.deps.upload(file),
    held: (invoice) => {
      const key = invoiceKeyOf(invoice);
      if (!lines) {
        const kept = invoices.wallet.some((entry) => invoiceKeyOf(entry.invoice) === key);
        return kept ? { code: 'in-wallet' } : null;
      }
      const index = lines.lines.findIndex((line) =>
        invoicesOfLine(line).some((each) => invoiceKeyOf(each) === key),
      );
      return index >= 0 ? { code: 'on-bill', line: index + 1 } : null;
    },
    suggest: (invoice, seller) =>
      suggestFeeType(invoice.invoiceType, seller, feeTypes.pickable)?.id ?? '',
  };
}
