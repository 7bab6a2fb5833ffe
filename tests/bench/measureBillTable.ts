import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { billTablePage } from './billTablePage';
import { summarize, type Summary } from './percentiles';

export const BILL_TABLE_GOAL_MS = 50;
const BILLS = 10_000;
/** Each is a title substring; measured runs narrow the full list to one of these. */
const QUERIES = ['差旅', '办公', '招待', '培训', '1', '22', '333', '采购', '9'];

interface ApplyRun {
  commit: number;
  layout: number;
  frame: number;
  rows: number;
  rowCount: string;
}
interface Scrolled {
  rows: number;
  firstIndex: number;
  rowHeight: number;
}
interface BenchWindow {
  bench: PageBench;
}
interface PageBench {
  apply(query: string): Promise<ApplyRun>;
  baseline(query: string): { ms: number; count: number };
  scrollTo(top: number): Promise<Scrolled>;
}

export interface BillTableRun {
  throttling: number;
  /** setState → React commit → forced layout: the updated DOM, laid out. */
  toLayout: Summary;
  toCommit: Summary;
  /** Up to the next animation frame (adds the wait for vsync, ≤ ~16 ms). */
  toNextFrame: Summary;
  /** The same filter over the array alone, no React. */
  arrayFilter: Summary;
  rowsInDom: { afterFilter: number[]; unfiltered: number; scrolled: Scrolled };
}

export interface BillTableBench {
  goalMs: number;
  bills: number;
  runs: number;
  results: BillTableRun[];
}

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: {
      contents: billTablePage(BILLS),
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

/** TABLE mode over 10,000 bills in Chromium: filter → updated DOM, per CPU throttling rate. */
export async function measureBillTable(throttlings = [1, 4]): Promise<BillTableBench> {
  const script = await bundlePage();
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: BillTableRun[] = [];
    for (const throttling of throttlings) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
      await page.setContent('<!doctype html><meta charset="utf-8"><div id="root"></div>');
      await page.addScriptTag({ content: script });
      await page.waitForSelector('tbody tr');
      const apply = (query: string) =>
        page.evaluate((q) => (window as unknown as BenchWindow).bench.apply(q), query);
      const baseline = (query: string) =>
        page.evaluate((q) => (window as unknown as BenchWindow).bench.baseline(q).ms, query);
      const runs: ApplyRun[] = [];
      const filters: number[] = [];
      // A discarded warm-up: the first filter pays for JIT and style caches, not the table.
      await apply(QUERIES[0]);
      await apply('');
      for (const query of QUERIES) {
        runs.push(await apply(query));
        filters.push(await baseline(query));
        await apply('');
      }
      const unfiltered = (await apply('')).rows;
      const scrolled = await page.evaluate(() =>
        (window as unknown as BenchWindow).bench.scrollTo(200_000),
      );
      results.push({
        throttling,
        toLayout: summarize(runs.map((run) => run.layout)),
        toCommit: summarize(runs.map((run) => run.commit)),
        toNextFrame: summarize(runs.map((run) => run.frame)),
        arrayFilter: summarize(filters),
        rowsInDom: { afterFilter: runs.map((run) => run.rows), unfiltered, scrolled },
      });
      await page.close();
    }
    return { goalMs: BILL_TABLE_GOAL_MS, bills: BILLS, runs: QUERIES.length, results };
  } finally {
    await browser.close();
  }
}
