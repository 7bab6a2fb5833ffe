import { invoiceQrText } from '../../mocks-server/invoices/invoiceQrText';
import type { PrintedInvoice, SampleForm } from '../../mocks-server/invoices/SampleInvoice';
import { drawInvoicePaper } from './drawInvoicePaper';
import { encodePng } from './encodePng';
import { photographPaper, type Shot } from './photographPaper';
import { renderInvoiceOfd } from './renderInvoiceOfd';
import { renderInvoicePdf } from './renderInvoicePdf';

export interface SampleFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A phone photo of an invoice on a desk: a little turned, tilted, shaded and soft. */
export const DEFAULT_SHOT: Shot = {
  width: 1600,
  height: 1200,
  rotation: -6,
  tilt: 0.12,
  fill: 0.85,
  blur: 1,
  noise: 8,
  shade: 0.25,
  seed: 1,
};

/** A photo of a paper carrying these QR texts (none, one or several). */
export function photoOf(
  invoice: PrintedInvoice,
  qrTexts: readonly string[],
  shot: Partial<Shot> = {},
) {
  const full = { ...DEFAULT_SHOT, ...shot };
  const paper = drawInvoicePaper(invoice, { qrTexts });
  return encodePng(photographPaper(paper, full), full.width, full.height);
}

/** The file of an invoice in the given form, named for what it is. */
export async function invoiceFileOf(
  invoice: PrintedInvoice,
  form: SampleForm,
  name: string,
  shot: Partial<Shot> = {},
): Promise<SampleFile> {
  const qrText = invoiceQrText(invoice);
  switch (form) {
    case 'photo':
      return {
        name: `${name}.png`,
        type: 'image/png',
        bytes: new Uint8Array(photoOf(invoice, [qrText], shot)),
      };
    case 'pdf':
      return {
        name: `${name}.pdf`,
        type: 'application/pdf',
        bytes: await renderInvoicePdf(invoice, qrText),
      };
    case 'ofd':
    case 'ofd-qr-only':
      return {
        name: `${name}.ofd`,
        type: 'application/ofd',
        bytes: await renderInvoiceOfd(invoice, qrText, form === 'ofd'),
      };
  }
}
