import QRCode from 'qrcode';
import type { PrintedInvoice } from '../../mocks-server/invoices/SampleInvoice';
import { PaperCanvas, type Rgb } from './PaperCanvas';

export const PAPER_WIDTH = 1200;
export const PAPER_HEIGHT = 760;

const PAPER: Rgb = [250, 248, 240];
const INK: Rgb = [40, 40, 48];
const FRAME: Rgb = [150, 90, 60];
const RED: Rgb = [196, 52, 44];
const GREY: Rgb = [120, 120, 128];

/** What goes on the paper besides the invoice's fields: its QR texts (none, one, or two). */
export interface PaperCodes {
  qrTexts: readonly string[];
}

/** A QR code as black modules on the paper, `module` pixels each, with its quiet zone. */
export function drawQr(canvas: PaperCanvas, text: string, x: number, y: number, module: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  canvas.fillRect(
    x - 4 * module,
    y - 4 * module,
    (modules.size + 8) * module,
    (modules.size + 8) * module,
    PAPER,
  );
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col))
        canvas.fillRect(x + col * module, y + row * module, module, module, INK);
    }
  }
}

/** Grey bars where Chinese text stands (names, items): the lab draws no CJK glyphs. */
function textBars(
  canvas: PaperCanvas,
  x: number,
  y: number,
  widths: readonly number[],
  colour: Rgb,
) {
  widths.forEach((width, index) =>
    canvas.fillRect(x + index * 22, y, Math.min(width, 18), 18, colour),
  );
}

/**
 * A VAT invoice's face as the tax authority's template lays it out: QR top left, title and
 * stamp, code/number/date/check top right, the buyer, items and seller table, totals.
 */
export function drawInvoicePaper(invoice: PrintedInvoice, codes: PaperCodes): PaperCanvas {
  const canvas = new PaperCanvas(PAPER_WIDTH, PAPER_HEIGHT, PAPER);
  const [first, second] = codes.qrTexts;
  if (first) drawQr(canvas, first, 60, 50, 5);
  if (second) drawQr(canvas, second, 900, 520, 5);
  textBars(canvas, 420, 50, [18, 18, 18, 18, 18, 18, 18, 18], RED);
  canvas.text('INVOICE', 470, 90, 6, RED);
  canvas.ring(600, 190, 80, 45, 6, RED);
  const right = 860;
  if (invoice.invoiceCode) canvas.text(`CODE ${invoice.invoiceCode}`, right, 50, 3, INK);
  canvas.text(`NO ${invoice.invoiceNumber.slice(-12)}`, right, 85, 3, INK);
  canvas.text(`DATE ${invoice.issueDate}`, right, 120, 3, INK);
  if (invoice.checkCode) canvas.text(`CHECK ${invoice.checkCode.slice(-10)}`, right, 155, 3, INK);
  canvas.strokeRect(40, 260, 1120, 440, 3, FRAME);
  for (const y of [360, 560, 620]) canvas.fillRect(40, y, 1120, 3, FRAME);
  canvas.fillRect(100, 260, 3, 440, FRAME);
  textBars(canvas, 120, 290, [18, 18, 18, 18, 18, 18, 18, 18, 18], GREY);
  textBars(canvas, 120, 320, [18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18], GREY);
  for (let row = 0; row < 4; row += 1)
    textBars(canvas, 120, 385 + row * 40, [18, 18, 18, 18, 18], GREY);
  canvas.text(`AMOUNT ${invoice.amount}`, 640, 385, 3, INK);
  canvas.text(`TAX ${invoice.tax}`, 640, 425, 3, INK);
  canvas.text(`TOTAL ¥${invoice.total}`, 640, 578, 4, INK);
  textBars(canvas, 120, 640, [18, 18, 18, 18, 18, 18, 18, 18, 18, 18], GREY);
  return canvas;
}
