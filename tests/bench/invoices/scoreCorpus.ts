import { parseInvoiceQr } from '../../../modules/bills/invoices/parseInvoiceQr';
import type { DecodeResult } from '../../../modules/bills/invoices/decode/DecodeResult';
import type { CorpusFile, CorpusKind } from './invoiceCorpus';

/** What the page's worker answered for one file, and how long it took there. */
export interface CorpusAnswer {
  result: DecodeResult | { ok: false; failure: { code: 'timeout' } };
  ms: number;
}

export interface CorpusScore {
  kind: CorpusKind;
  total: number;
  decoded: number;
  /** Read as an invoice other than the one printed: worse than none. */
  wrong: number;
  /** `<file>: <why>` for each file not decoded right. */
  failures: string[];
  ms: number[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Per kind: how many files decoded to exactly the invoice printed, and what went wrong. */
export function scoreCorpus(files: readonly CorpusFile[], answers: readonly CorpusAnswer[]) {
  const kinds: CorpusKind[] = ['photo', 'pdf', 'ofd'];
  return kinds.map((kind): CorpusScore => {
    const score: CorpusScore = { kind, total: 0, decoded: 0, wrong: 0, failures: [], ms: [] };
    files.forEach((file, index) => {
      if (file.kind !== kind) return;
      score.total += 1;
      const answer = answers[index];
      const expected = parseInvoiceQr(file.expectedQr);
      if (!answer) {
        score.failures.push(`${file.name}: no answer`);
        return;
      }
      score.ms.push(Math.round(answer.ms));
      const { result } = answer;
      if (!result.ok) score.failures.push(`${file.name}: ${result.failure.code}`);
      else if (expected.ok && same(result.invoice, expected.invoice)) score.decoded += 1;
      else {
        score.wrong += 1;
        score.failures.push(
          `${file.name}: WRONG (${result.invoice.invoiceNumber} ${result.invoice.amount})`,
        );
      }
    });
    return score;
  });
}
