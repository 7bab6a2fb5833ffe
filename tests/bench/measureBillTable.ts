import { bundleBenchPage } from './bundleBenchPage';
import { billTablePage } from './billTablePage';
import { measureEachThrottling } from './measureEachThrottling';
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

/** TABLE mode over 10,000 bills in Chromium: filter → updated DOM, per CPU throttling rate. */
export async function measureBillTable(throttlings = [1, 4]): Promise<BillTableBench> {
  const script = await bundleBenchPage(billTablePage(BILLS));
  const results = await measureEachThrottling(
    script,
    throttlings,
    async (page, throttling): Promise<BillTableRun> => {
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
      return {
        throttling,
        toLayout: summarize(runs.map((run) => run.layout)),
        toCommit: summarize(runs.map((run) => run.commit)),
        toNextFrame: summarize(runs.map((run) => run.frame)),
        arrayFilter: summarize(filters),
        rowsInDom: { afterFilter: runs.map((run) => run.rows), unfiltered, scrolled },
      };
    },
  );
  return { goalMs: BILL_TABLE_GOAL_MS, bills: BILLS, runs: QUERIES.length, results };
}
