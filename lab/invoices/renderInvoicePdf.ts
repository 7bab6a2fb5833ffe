import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PrintedInvoice } from '../../mocks-server/invoices/SampleInvoice';

const MM = 72 / 25.4;
const INK = rgb(0.16, 0.16, 0.19);
const FRAME = rgb(0.59, 0.35, 0.24);
const RED = rgb(0.77, 0.2, 0.17);

/**
 * An e-invoice PDF as tax-authority platforms issue them: one 240 × 140 mm page, the QR as an
 * image top left, the fields as text (Latin only: the lab embeds no CJK font).
 */
export async function renderInvoicePdf(
  invoice: PrintedInvoice,
  qrText: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.invoiceNumber}`);
  pdf.setCreationDate(new Date(`${invoice.issueDate}T08:00:00Z`));
  pdf.setModificationDate(new Date(`${invoice.issueDate}T08:00:00Z`));
  const page = pdf.addPage([240 * MM, 140 * MM]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const png = await QRCode.toBuffer(qrText, { errorCorrectionLevel: 'M', margin: 0, scale: 8 });
  const image = await pdf.embedPng(png);
  const top = 140 * MM;
  page.drawImage(image, { x: 10 * MM, y: top - 32 * MM, width: 22 * MM, height: 22 * MM });
  page.drawText('ELECTRONIC INVOICE', { x: 82 * MM, y: top - 18 * MM, size: 16, font, color: RED });
  page.drawEllipse({
    x: 120 * MM,
    y: top - 28 * MM,
    xScale: 14 * MM,
    yScale: 8 * MM,
    borderColor: RED,
    borderWidth: 1.5,
  });
  const fields = [
    invoice.invoiceCode ? `Code ${invoice.invoiceCode}` : '',
    `No. ${invoice.invoiceNumber}`,
    `Date ${invoice.issueDate}`,
    invoice.checkCode ? `Check ${invoice.checkCode}` : '',
  ].filter(Boolean);
  fields.forEach((text, index) =>
    page.drawText(text, { x: 168 * MM, y: top - (14 + index * 6) * MM, size: 9, font, color: INK }),
  );
  page.drawRectangle({
    x: 8 * MM,
    y: 12 * MM,
    width: 224 * MM,
    height: 88 * MM,
    borderColor: FRAME,
    borderWidth: 1,
  });
  for (const y of [80, 40, 28]) {
    page.drawLine({
      start: { x: 8 * MM, y: y * MM },
      end: { x: 232 * MM, y: y * MM },
      color: FRAME,
    });
  }
  page.drawText(`Amount ${invoice.amount}   Tax ${invoice.tax}`, {
    x: 130 * MM,
    y: 60 * MM,
    size: 10,
    font,
    color: INK,
  });
  page.drawText(`Total CNY ${invoice.total}`, {
    x: 130 * MM,
    y: 32 * MM,
    size: 12,
    font,
    color: INK,
  });
  return pdf.save({ useObjectStreams: false });
}
