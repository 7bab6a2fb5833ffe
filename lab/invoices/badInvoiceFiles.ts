import type { PrintedInvoice } from '../../mocks-server/invoices/SampleInvoice';
import { invoiceQrText } from '../../mocks-server/invoices/invoiceQrText';
import { photoOf, type SampleFile } from './sampleFiles';

/** The bad inputs a capture must answer file by file (docs: mocks-server/invoices/README.md). */
export const BAD_FILE_NAMES = [
  'no-qr.png',
  'two-invoices.png',
  'payment-qr.png',
  'corrupt.pdf',
  'corrupt.ofd',
  'huge-50mb.jpg',
] as const;
export type BadFileName = (typeof BAD_FILE_NAMES)[number];

/** 50 MB: over the 24 MB limit, the size of a phone's RAW photo. */
export const HUGE_FILE_BYTES = 50e6;

const ascii = (text: string) => new TextEncoder().encode(text);

function garbage(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i += 1) bytes[i] = (i * 131 + 17) % 251;
  return bytes;
}

/** One bad file, made from a sample invoice of the tenant (so it looks like a real one). */
export function badInvoiceFile(
  name: BadFileName,
  invoice: PrintedInvoice,
  other: PrintedInvoice,
): SampleFile {
  switch (name) {
    case 'no-qr.png':
      return { name, type: 'image/png', bytes: new Uint8Array(photoOf(invoice, [])) };
    case 'two-invoices.png':
      return {
        name,
        type: 'image/png',
        bytes: new Uint8Array(
          photoOf(invoice, [invoiceQrText(invoice), invoiceQrText(other)], { fill: 0.95 }),
        ),
      };
    case 'payment-qr.png':
      return {
        name,
        type: 'image/png',
        bytes: new Uint8Array(photoOf(invoice, ['https://pay.lab.invalid/qr/8Hk2PzQ'])),
      };
    case 'corrupt.pdf':
      return {
        name,
        type: 'application/pdf',
        bytes: garbage(ascii('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<'), 4096),
      };
    case 'corrupt.ofd':
      return {
        name,
        type: 'application/ofd',
        bytes: garbage(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]), 4096),
      };
    case 'huge-50mb.jpg':
      return {
        name,
        type: 'image/jpeg',
        bytes: garbage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), HUGE_FILE_BYTES),
      };
  }
}
