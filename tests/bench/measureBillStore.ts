import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { figure, goal, type BenchFigure } from './BenchFigure';
import { summarize, type Summary } from './percentiles';

export const BILL_STORE_GOAL_MS = 50;
const BILLS = 10_000;
/** Each measured change is one filter patch; between runs the filters go back to none. */
const PATCHES: readonly Record<string, string | null>[] = [
  { searchText: '差旅' },
  { searchText: '9' },
  { searchText: '333' },
  { searchField: 'code', searchText: 'b00012' },
  { state: 'approving' },
  { submitterName: 'lucy' },
  { state: 'paid', searchText: '办公' },
  { appId: 'none' },
];
const RUNS = 5;

export interface BillStoreRun {
  throttling: number;
  /** setFilters → the observer has the new page (MobX reaction ran), median over every run. */
  toPage: Summary;
  matches: number[];
}

export interface BillStoreBench {
  goalMs: number;
  bills: number;
  runs: number;
  results: BillStoreRun[];
}

const PAGE = `
import { autorun } from 'mobx';
import { InMemoryBillStore } from './modules/bills/InMemoryBillStore';
import { emptyFilters } from './modules/bills/models/BillFilters';
import { manyBills } from './modules/bills/testing/manyBills';
const store = new InMemoryBillStore();
store.load(manyBills(${BILLS}));
let shown = [];
autorun(() => { shown = store.pageItems; void store.count; });
window.bench = {
  apply(patch) {
    const start = performance.now();
    store.setFilters(patch);
    const ms = performance.now() - start;
    const result = { ms, count: store.count, page: shown.length };
    store.setFilters(emptyFilters());
    return result;
  },
};
`;

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: { contents: PAGE, loader: 'ts', resolveDir: process.cwd(), sourcefile: 'store.ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

interface Applied {
  ms: number;
  count: number;
  page: number;
}

/** 10,000 bills in InMemoryBillStore in Chromium: a filter change → the observed page. */
export async function measureBillStore(throttlings = [1, 4], runs = RUNS): Promise<BillStoreBench> {
  const script = await bundlePage();
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: BillStoreRun[] = [];
    for (const throttling of throttlings) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
      await page.setContent('<!doctype html><meta charset="utf-8">');
      await page.addScriptTag({ content: script });
      const apply = (patch: Record<string, string | null>) =>
        page.evaluate(
          (p) => (window as unknown as { bench: { apply(p: object): Applied } }).bench.apply(p),
          patch,
        );
      // A discarded warm-up: the first pass pays for JIT, not for the filter.
      for (const patch of PATCHES) await apply(patch);
      const samples: Applied[] = [];
      for (let run = 0; run < runs; run += 1) {
        for (const patch of PATCHES) samples.push(await apply(patch));
      }
      results.push({
        throttling,
        toPage: summarize(samples.map((sample) => sample.ms)),
        matches: samples.slice(0, PATCHES.length).map((sample) => sample.count),
      });
      await page.close();
    }
    return { goalMs: BILL_STORE_GOAL_MS, bills: BILLS, runs, results };
  } finally {
    await browser.close();
  }
}

/** The report's figures: the median per CPU throttling rate, read against the goal. */
export function billStoreFigures(bench: BillStoreBench): BenchFigure[] {
  return bench.results.map((run) =>
    figure({
      id: `billStore.x${run.throttling}.p50`,
      section: 'billStore',
      label: `${bench.bills} bills in memory, filter → observed page, CPU ×${run.throttling}`,
      value: run.toPage.p50,
      unit: 'ms',
      goal: goal('at most', bench.goalMs),
      how: `InMemoryBillStore in Chromium, ${PATCHES.length} filters × ${bench.runs} runs, median`,
    }),
  );
}

/** Readable lines for the bench log. */
export function formatBillStore(bench: BillStoreBench): string[] {
  return [
    `Bill store, ${bench.bills} bills in memory: filter → observed page (goal ≤ ${bench.goalMs} ms)`,
    ...bench.results.map(
      (run) =>
        `  CPU ×${run.throttling}: p50 ${run.toPage.p50} ms, p95 ${run.toPage.p95} ms over ${run.toPage.n} (matches ${run.matches.join(', ')})`,
    ),
  ];
}

// Run alone: `node --import tsx tests/bench/measureBillStore.ts`.
if (process.argv[1]?.endsWith('measureBillStore.ts')) {
  void measureBillStore().then((bench) => console.info(formatBillStore(bench).join('\n')));
}
