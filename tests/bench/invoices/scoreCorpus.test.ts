import type { CorpusFile } from './invoiceCorpus';
import { scoreCorpus } from './scoreCorpus';
import { invoiceFigures } from './invoiceFigures';

const QR = '01,10,044031900111,05397915,1723.72,20261105,12345678901234567890,A1,';
const file = (name: string, kind: CorpusFile['kind']): CorpusFile => ({
  name,
  kind,
  bytes: new Uint8Array(),
  expectedQr: QR,
});
const invoice = {
  invoiceType: 'VAT_ELECTRONIC_NORMAL' as const,
  typeCode: '10',
  invoiceCode: '044031900111',
  invoiceNumber: '05397915',
  amount: '1723.72',
  issueDate: '2026-11-05',
  checkCode: '12345678901234567890',
};
const read = (amount: string) => ({
  result: { ok: true as const, invoice: { ...invoice, amount }, source: 'qr' as const, extras: {} },
  ms: 120,
});

describe('scoring the decoder on the corpus', () => {
  it('counts exact reads, tells a wrong amount from a failure, and lists both', () => {
    const files = [
      file('photo-01.png', 'photo'),
      file('photo-02.png', 'photo'),
      file('photo-03.png', 'photo'),
    ];
    const answers = [
      read('1723.72'),
      read('1723.12'),
      { result: { ok: false as const, failure: { code: 'no-qr' as const } }, ms: 300 },
    ];
    const [photos] = scoreCorpus(files, answers);
    expect(photos).toMatchObject({ kind: 'photo', total: 3, decoded: 1, wrong: 1 });
    expect(photos.failures).toEqual([
      'photo-02.png: WRONG (05397915 1723.12)',
      'photo-03.png: no-qr',
    ]);
  });

  it('reports the share decoded against 95 % and any wrong decode against none', () => {
    const files = Array.from({ length: 20 }, (_, index) => file(`pdf-${index}.pdf`, 'pdf'));
    const answers = files.map((_, index) => (index === 0 ? read('9.99') : read('1723.72')));
    const figures = invoiceFigures({
      corpus: scoreCorpus(files, answers),
      photo: { width: 4000, height: 3000, jpegBytes: 2e6 },
      runs: [],
      bytes: { beforeCapture: 0, onCapture: 2048, files: [] },
    });
    const byId = new Map(figures.map((entry) => [entry.id, entry]));
    expect(byId.get('invoices.corpus.decodedPct')).toMatchObject({ value: 95, verdict: 'pass' });
    expect(byId.get('invoices.corpus.wrongDecodes')).toMatchObject({ value: 1, verdict: 'short' });
    expect(byId.get('invoices.decoderBytesBeforeCapture')).toMatchObject({ verdict: 'pass' });
    expect(byId.get('invoices.decode12mp.cpu1P50')?.verdict).toBe('not measured');
  });
});
