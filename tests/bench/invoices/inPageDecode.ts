import type { Browser } from '@playwright/test';
import { build } from 'esbuild';
import { summarize, type Summary } from '../percentiles';

/**
 * The worker's decoder code (its environment and tries) bundled for a page, to time it on a
 * throttled main thread: Chromium's CPU throttling applies to pages only ("Operation is only
 * supported for pages, not workers"), so the worker itself cannot be slowed down ×4.
 */
const SOURCE = `
import { decodeInvoiceFile } from './modules/bills/invoices/decode/decodeInvoiceFile';
import { prepareQrReader, warmQrReader } from './modules/bills/invoices/decode/qrReader';
import { workerDecoderEnv } from './modules/bills/invoices/decode/workerDecoderEnv';

window.benchDecoder = {
  async warm(wasmUrl) {
    prepareQrReader(wasmUrl);
    await warmQrReader();
  },
  async time(runs) {
    const file = await (await fetch('/__bench/photo.jpg')).blob();
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const result = await decodeInvoiceFile(file, workerDecoderEnv);
      if (!result.ok) throw new Error('not decoded: ' + result.failure.code);
      times.push(performance.now() - started);
    }
    return times;
  },
};
`;

async function bundle(): Promise<string> {
  const result = await build({
    stdin: { contents: SOURCE, loader: 'ts', resolveDir: process.cwd(), sourcefile: 'decode.ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    // Only photos are timed: pdf.js stays a dynamic import nobody makes.
    external: ['pdfjs-dist', 'pdfjs-dist/*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The decoder's code on a page at `throttling`: one warm-up, then `runs` timed decodes. */
export async function timeInPageDecode(
  browser: Browser,
  labUrl: string,
  wasmPath: string,
  jpeg: Uint8Array,
  throttling: number,
  runs: number,
): Promise<Summary> {
  const page = await browser.newPage();
  try {
    await page.route('**/__bench/blank.html', (route) =>
      route.fulfill({ body: '<!doctype html><meta charset="utf-8">', contentType: 'text/html' }),
    );
    await page.route('**/__bench/photo.jpg', (route) =>
      route.fulfill({ body: Buffer.from(jpeg), contentType: 'image/jpeg' }),
    );
    await page.goto(`${labUrl}/__bench/blank.html`);
    await page.addScriptTag({ content: await bundle() });
    await page.evaluate(`window.benchDecoder.warm(${JSON.stringify(wasmPath)})`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    await page.evaluate('window.benchDecoder.time(1)');
    return summarize((await page.evaluate(`window.benchDecoder.time(${runs})`)) as number[]);
  } finally {
    await page.close();
  }
}
