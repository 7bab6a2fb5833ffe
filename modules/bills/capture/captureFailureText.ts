import { MAX_CAPTURE_FILES } from '../invoices/invoiceLimits';
import type { InvoiceMessages } from '../invoices/invoiceMessages';
import type { CaptureFailure } from './CaptureItem';
import type { CaptureMessages } from './captureMessages';

/** Why one file, scan or pick gave no line, in the person's words. */
export function captureFailureText(
  failure: CaptureFailure,
  messages: CaptureMessages,
  decoding: InvoiceMessages,
): string {
  switch (failure.code) {
    case 'decode':
      return decoding.decodeFailure(failure.failure);
    case 'too-many':
      return messages.tooMany(MAX_CAPTURE_FILES);
    case 'on-bill':
      return messages.onBill(failure.line);
    case 'in-wallet':
      return messages.inWallet;
    case 'repeated':
      return messages.repeated(failure.name);
    case 'scan-failed':
      return messages.scanFailed;
  }
}
