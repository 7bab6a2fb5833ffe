import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createLabServer } from '../../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../../e2e/findBrowser';
import { summarize, type Summary } from '../percentiles';
import { scoreCorpus, type CorpusAnswer, type CorpusScore } from './scoreCorpus';
import { DECODE_CORPUS, PHOTO_AS_JPEG, WATCH_LONG_TASKS } from './pageScripts';
import { CAPTURE, timeCapture } from './timeCapture';
import { FULL_CORPUS, invoiceCorpus, QUICK_CORPUS, type CorpusFile } from './invoiceCorpus';
import { timeInPageDecode } from './inPageDecode';
import { twelveMegapixelPhoto } from './twelveMegapixelPhoto';

export const DECODE_GOAL_MS = 300;
/** Timed runs per CPU rate after a warm-up: enough for a median on a shared machine. */
const RUNS = 5;
const DECODER = /\/(invoice-decoder|pdf-parser|pdf-render)\.[^/]*\.js$|\.wasm$/;

export interface TwelveMegapixelRun {
  throttling: number;
  /** Through the bill form's capture and its worker (the worker itself runs at ×1). */
  decode: Summary;
  longestTaskMs: number;
  /** The worker's decoder code on a page throttled this much (workers cannot be throttled). */
  inPage: Summary;
}

export interface InvoiceDecodingBench {
  corpus: CorpusScore[];
  photo: { width: number; height: number; jpegBytes: number };
  runs: TwelveMegapixelRun[];
  /** Decoder bytes (worker, reader, pdf.js) fetched before and after a person began capturing. */
  bytes: { beforeCapture: number; onCapture: number; files: string[] };
}

async function signedInForm(page: Page, labUrl: string): Promise<void> {
  await page.goto(`${labUrl}/__lab/hosts/web/open`);
  await page.waitForFunction(() => window.__expenseLab?.session().status === 'signed-in', null, {
    timeout: 30_000,
  });
  await page.goto(`${labUrl}/bills/new`);
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await page.getByRole('button', { name: CAPTURE.button }).waitFor();
}

function serve(page: Page, corpus: readonly CorpusFile[], png: Uint8Array) {
  return Promise.all([
    page.route('**/__bench/corpus/*', (route) => {
      const index = Number(route.request().url().split('/').pop());
      return route.fulfill({ body: Buffer.from(corpus[index]?.bytes ?? []) });
    }),
    page.route('**/__bench/photo.png', (route) =>
      route.fulfill({ body: Buffer.from(png), contentType: 'image/png' }),
    ),
  ]);
}

/**
 * Issue 24's decoder figures in Chromium against the production build: the lab's corpus through
 * the built worker (accuracy, wrong decodes), a 12 MP photo through the bill form's capture at
 * CPU ×1 and ×4 (the app's own timing, the longest main-thread task), the decoder's bytes.
 */
export async function measureInvoiceDecoding(
  distDir: string,
  quick = false,
  progress: (line: string) => void = () => undefined,
): Promise<InvoiceDecodingBench> {
  const corpus = await invoiceCorpus(quick ? QUICK_CORPUS : FULL_CORPUS);
  const png = await twelveMegapixelPhoto();
  progress(`  corpus of ${corpus.length} files and a 12 MP photo drawn`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'invoice-bench-'));
  const lab = await createLabServer({ port: 0, distDir });
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(WATCH_LONG_TASKS);
    await serve(page, corpus, png);
    let capturing = false;
    const loads: { url: string; bytes: number; capturing: boolean }[] = [];
    page.on('response', (response) => {
      if (!DECODER.test(new URL(response.url()).pathname)) return;
      const when = capturing;
      void response.body().then(
        (body) => loads.push({ url: response.url(), bytes: body.length, capturing: when }),
        () => loads.push({ url: response.url(), bytes: 0, capturing: when }),
      );
    });
    await signedInForm(page, lab.url);
    capturing = true;
    await page.getByRole('button', { name: CAPTURE.button }).click();
    await page.waitForResponse((response) => response.url().endsWith('.wasm'), { timeout: 30_000 });
    await page.getByRole('button', { name: CAPTURE.close, exact: true }).click();
    const workerUrl = loads.find((load) => load.url.includes('/invoice-decoder.'))?.url ?? '';
    const args = JSON.stringify({ workerUrl, count: corpus.length });
    const answers = (await page.evaluate(`(${DECODE_CORPUS})(${args})`)) as CorpusAnswer[];
    progress(`  corpus decoded in the worker`);

    const jpeg = (await page.evaluate(`(${PHOTO_AS_JPEG})()`)) as {
      base64: string;
      width: number;
      height: number;
    };
    const photoPath = path.join(folder, 'invoice-12mp.jpg');
    const jpegBytes = Buffer.from(jpeg.base64, 'base64');
    await writeFile(photoPath, jpegBytes);
    const cdp = await page.context().newCDPSession(page);
    const runs: TwelveMegapixelRun[] = [];
    for (const throttling of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
      await timeCapture(page, photoPath);
      const timings = [];
      for (let run = 0; run < (quick ? 1 : 7); run += 1)
        timings.push(await timeCapture(page, photoPath));
      runs.push({
        throttling,
        decode: summarize(timings.map((timing) => timing.decodeMs)),
        longestTaskMs: Math.max(...timings.map((timing) => timing.longestTaskMs)),
        inPage: summarize([]),
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const wasm = loads.find((load) => load.url.endsWith('.wasm'))?.url ?? '';
    for (const run of runs) {
      const times = quick ? 1 : RUNS;
      run.inPage = await timeInPageDecode(
        browser,
        lab.url,
        new URL(wasm).pathname,
        jpegBytes,
        run.throttling,
        times,
      );
    }
    const sum = (capturing: boolean) =>
      loads
        .filter((load) => load.capturing === capturing)
        .reduce((all, load) => all + load.bytes, 0);
    return {
      corpus: scoreCorpus(corpus, answers),
      photo: { width: jpeg.width, height: jpeg.height, jpegBytes: jpegBytes.length },
      runs,
      bytes: {
        beforeCapture: sum(false),
        onCapture: sum(true),
        files: [...new Set(loads.map((load) => new URL(load.url).pathname))],
      },
    };
  } finally {
    await browser.close();
    await lab.close();
    await rm(folder, { recursive: true, force: true });
  }
}
