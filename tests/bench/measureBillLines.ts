import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { billLinesPage } from './billLinesPage';
import { summarize, type Summary } from './percentiles';

export const BILL_LINES_GOAL_MS = 50;
const LINES = 200;

interface Timed {
  ms: number;
  rows: number;
}
interface BenchWindow {
  bench: {
    warm(): Promise<void>;
    open(): Promise<Timed>;
    add(): Promise<Timed & { totalChanged: boolean; total: string }>;
  };
}

export interface BillLinesRun {
  throttling: number;
  /** Mounting the form until every line and the total are laid out. */
  open: Summary;
  /** One line added until the list and its recomputed totals are committed and laid out. */
  addLine: Summary;
  rowsAfterAdd: number;
  totalChanged: boolean;
}

export interface BillLinesBench {
  goalMs: number;
  lines: number;
  runs: number;
  results: BillLinesRun[];
}

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: {
      contents: billLinesPage(LINES),
      loader: 'tsx',
      resolveDir: process.cwd(),
      sourcefile: 'page.tsx',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** A bill of 200 lines in Chromium: open its form, add a line, per CPU throttling rate. */
export async function measureBillLines(throttlings = [1, 4], runs = 9): Promise<BillLinesBench> {
  const script = await bundlePage();
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: BillLinesRun[] = [];
    for (const throttling of throttlings) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
      await page.setContent('<!doctype html><meta charset="utf-8"><div id="root"></div>');
      await page.addScriptTag({ content: script });
      await page.evaluate(() => (window as unknown as BenchWindow).bench.warm());
      // A discarded warm-up of each: the first pays for JIT and style caches, not the form.
      await page.evaluate(() => (window as unknown as BenchWindow).bench.open());
      await page.evaluate(() => (window as unknown as BenchWindow).bench.add());
      const opens: number[] = [];
      const adds: Awaited<ReturnType<BenchWindow['bench']['add']>>[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Each add on a freshly opened form: always the 201st line, never the 210th.
        opens.push((await page.evaluate(() => (window as unknown as BenchWindow).bench.open())).ms);
        adds.push(await page.evaluate(() => (window as unknown as BenchWindow).bench.add()));
      }
      results.push({
        throttling,
        open: summarize(opens),
        addLine: summarize(adds.map((add) => add.ms)),
        rowsAfterAdd: adds[0]?.rows ?? 0,
        totalChanged: adds.every((add) => add.totalChanged),
      });
      await page.close();
    }
    return { goalMs: BILL_LINES_GOAL_MS, lines: LINES, runs, results };
  } finally {
    await browser.close();
  }
}
