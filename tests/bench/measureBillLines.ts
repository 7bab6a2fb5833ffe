import { bundleBenchPage } from './bundleBenchPage';
import { billLinesPage } from './billLinesPage';
import { measureEachThrottling } from './measureEachThrottling';
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

/** A bill of 200 lines in Chromium: open its form, add a line, per CPU throttling rate. */
export async function measureBillLines(throttlings = [1, 4], runs = 9): Promise<BillLinesBench> {
  const script = await bundleBenchPage(billLinesPage(LINES));
  const results = await measureEachThrottling(
    script,
    throttlings,
    async (page, throttling): Promise<BillLinesRun> => {
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
      return {
        throttling,
        open: summarize(opens),
        addLine: summarize(adds.map((add) => add.ms)),
        rowsAfterAdd: adds[0]?.rows ?? 0,
        totalChanged: adds.every((add) => add.totalChanged),
      };
    },
  );
  return { goalMs: BILL_LINES_GOAL_MS, lines: LINES, runs, results };
}
