import { invoiceFileOf } from '../../../lab/invoices/sampleFiles';
import type { Shot } from '../../../lab/invoices/photographPaper';
import { DEFAULT_SEED, seedData } from '../../../mocks-server/data/seedData';
import { invoiceQrText } from '../../../mocks-server/invoices/invoiceQrText';
import { allSampleInvoices } from '../../../mocks-server/invoices/sampleInvoices';
import type { PrintedInvoice, SampleForm } from '../../../mocks-server/invoices/SampleInvoice';

export type CorpusKind = 'photo' | 'pdf' | 'ofd';

/** One file of the corpus and the QR text it must decode to. */
export interface CorpusFile {
  name: string;
  kind: CorpusKind;
  bytes: Uint8Array;
  expectedQr: string;
}

/** How many of each kind: the corpus, or a handful that proves the path (quick). */
export const FULL_CORPUS = { photo: 60, pdf: 20, ofd: 20 };
export const QUICK_CORPUS = { photo: 3, pdf: 1, ofd: 1 };

/**
 * The n-th photo's shot: a third turned (any angle, quarter turns included), a third blurred
 * (box radius 2 or 3 px, out of focus), a third seen at an angle (perspective); every one a little
 * soft, noisy and unevenly lit, portrait or landscape. Deterministic: the same n, the same photo.
 */
export function shotOf(n: number): Partial<Shot> {
  // A repeatable wobble in [-0.5, 0.5]: no two neighbouring photos alike.
  const jitter = ((n * 37) % 11) / 10 - 0.5;
  const portrait = n % 4 === 1;
  const base: Partial<Shot> = {
    width: portrait ? 1200 : 1600,
    height: portrait ? 1600 : 1200,
    seed: n + 1,
    noise: 6 + (n % 5) * 2,
    shade: 0.1 + (n % 3) * 0.15,
  };
  switch (n % 3) {
    case 0:
      return { ...base, rotation: [0, 90, 180, 270, 37, -123, 161][n % 7] + jitter * 8, blur: 1 };
    case 1:
      return { ...base, rotation: jitter * 20, blur: 2 + (n % 2) };
    default:
      return { ...base, rotation: jitter * 30, tilt: 0.12 + (n % 5) * 0.05, fill: 0.7, blur: 1 };
  }
}

async function fileOf(
  printed: PrintedInvoice,
  kind: CorpusKind,
  index: number,
): Promise<CorpusFile> {
  const form: SampleForm = kind === 'ofd' ? (index % 2 === 0 ? 'ofd' : 'ofd-qr-only') : kind;
  const name = `${kind}-${String(index + 1).padStart(2, '0')}`;
  const shot = kind === 'photo' ? shotOf(index) : {};
  const file = await invoiceFileOf(printed, form, name, shot);
  return { name: file.name, kind, bytes: file.bytes, expectedQr: invoiceQrText(printed) };
}

/** The lab's sample invoices of every seeded tenant as photos, PDFs and OFDs, in that order. */
export async function invoiceCorpus(counts = FULL_CORPUS): Promise<CorpusFile[]> {
  const state = seedData(DEFAULT_SEED, new Date(Date.UTC(2026, 10, 20, 8)));
  const printed = allSampleInvoices(state).map((sample) => sample.printed);
  const files: CorpusFile[] = [];
  for (const kind of ['photo', 'pdf', 'ofd'] as const) {
    for (let index = 0; index < counts[kind]; index += 1) {
      // Different invoices across kinds: every type and tenant appears in each.
      const invoice =
        printed[(index * 7 + (kind === 'pdf' ? 3 : kind === 'ofd' ? 5 : 0)) % printed.length];
      files.push(await fileOf(invoice, kind, index));
    }
  }
  return files;
}
