import { figure, goal, round, type BenchFigure } from '../BenchFigure';
import { percentile } from '../percentiles';
import { DECODE_GOAL_MS, type InvoiceDecodingBench } from './measureInvoiceDecoding';

const SECTION = 'Invoice capture (issue 24)';
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null);

/** Accuracy on the lab's corpus, the 12 MP photo's decode and page, the decoder's bytes. */
export function invoiceFigures(bench: InvoiceDecodingBench): BenchFigure[] {
  const all = bench.corpus.reduce(
    (sum, score) => ({
      total: sum.total + score.total,
      decoded: sum.decoded + score.decoded,
      wrong: sum.wrong + score.wrong,
    }),
    { total: 0, decoded: 0, wrong: 0 },
  );
  const sizes = bench.corpus.map((score) => `${score.total} ${score.kind}s`).join(', ');
  const corpusHow = `the lab's sample invoices of every tenant (${sizes}; photos turned, blurred and tilted), each through the production decoder worker in Chromium, compared field by field with the QR text printed`;
  const [cpu1, cpu4] = [1, 4].map((rate) => bench.runs.find((run) => run.throttling === rate));
  const photo = `${bench.photo.width}×${bench.photo.height} JPEG of ${round(bench.photo.jpegBytes / 1e6)} MB`;
  return [
    figure({
      id: 'invoices.corpus.decodedPct',
      section: SECTION,
      label: 'Corpus decoded right',
      value: percent(all.decoded, all.total),
      unit: '%',
      goal: goal('at least', 95),
      how: corpusHow,
    }),
    ...bench.corpus.map((score) =>
      figure({
        id: `invoices.corpus.${score.kind}DecodedPct`,
        section: SECTION,
        label: `Corpus decoded right: ${score.kind}s`,
        value: percent(score.decoded, score.total),
        unit: '%',
        how: `${score.total} ${score.kind}s of the corpus; failures listed under the section`,
      }),
    ),
    figure({
      id: 'invoices.corpus.wrongDecodes',
      section: SECTION,
      label: 'Wrong decodes (an invoice read as another: worse than none)',
      value: all.total > 0 ? all.wrong : null,
      unit: 'files',
      goal: goal('exactly', 0),
      how: corpusHow,
    }),
    figure({
      id: 'invoices.decode12mp.cpu1P50',
      section: SECTION,
      label: 'A 12 MP photo decoded in the worker (CPU ×1), median',
      value: cpu1?.decode.p50 ?? null,
      unit: 'ms',
      goal: goal('at most', DECODE_GOAL_MS),
      how: `${photo} chosen in the bill form's capture; the app's own measure, page to worker and back, after one warm-up`,
    }),
    figure({
      id: 'invoices.decode12mp.cpu4P50',
      section: SECTION,
      label: 'The same decode at CPU ×4, median',
      value: cpu4?.inPage.p50 ?? null,
      unit: 'ms',
      how: `the worker's decoder code on a page throttled ×4 (Chromium throttles pages, not workers); ×1 on that page: ${cpu1?.inPage.p50 ?? '—'} ms`,
    }),
    figure({
      id: 'invoices.longestTask.cpu1',
      section: SECTION,
      label: 'Longest main-thread task while the photo is read (CPU ×1; 0: none over 50 ms)',
      value: cpu1?.longestTaskMs ?? null,
      unit: 'ms',
      goal: goal('exactly', 0),
      how: 'Long Tasks API over every capture run, from choosing the file until the decoder answered',
    }),
    figure({
      id: 'invoices.longestTask.cpu4',
      section: SECTION,
      label: 'Longest main-thread task while the photo is read (page at CPU ×4)',
      value: cpu4?.longestTaskMs ?? null,
      unit: 'ms',
      how: 'as at ×1, the page throttled ×4 (the worker is not)',
    }),
    figure({
      id: 'invoices.decoderBytesBeforeCapture',
      section: SECTION,
      label: 'Decoder bytes fetched before a person starts capturing',
      value: bench.bytes.beforeCapture,
      unit: 'bytes',
      goal: goal('exactly', 0),
      how: 'the worker, WebAssembly reader and pdf.js chunks fetched while signing in and opening a new bill form',
    }),
    figure({
      id: 'invoices.decoderKiBOnCapture',
      section: SECTION,
      label: 'Decoder bytes fetched once capturing starts (pdf.js with the first PDF)',
      value: round(bench.bytes.onCapture / 1024),
      unit: 'KiB',
      how: `uncompressed: ${bench.bytes.files.join(', ')}`,
    }),
  ];
}

/** The readable lines: per kind, its decode times and every file not decoded right. */
export function formatInvoiceDecoding(bench: InvoiceDecodingBench): string[] {
  return [
    ...bench.corpus.map(
      (score) =>
        `  ${score.kind}s: ${score.decoded}/${score.total} right, ${score.wrong} wrong; decode median ${percentile(score.ms, 50)} ms${
          score.failures.length > 0 ? `; not decoded: ${score.failures.join('; ')}` : ''
        }`,
    ),
    ...bench.runs.map(
      (run) =>
        `  12 MP at CPU ×${run.throttling}: capture ${run.decode.p50} ms (p95 ${run.decode.p95}), decoder on the page ${run.inPage.p50} ms, longest task ${run.longestTaskMs} ms`,
    ),
  ];
}
