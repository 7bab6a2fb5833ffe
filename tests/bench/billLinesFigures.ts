import { figure, goal, type BenchFigure } from './BenchFigure';
import type { BillLinesBench } from './measureBillLines';

/**
 * A bill of many lines (issue 18): its form opened, a line added and the totals recomputed.
 * The goal is read at CPU ×1; ×4 is reported against the same number, for a slower phone.
 */
export function billLinesFigures(bench: BillLinesBench): BenchFigure[] {
  const section = `A bill with ${bench.lines} lines`;
  const how = `real bill form in Chromium, median of ${bench.runs} runs after a warm-up`;
  return bench.results.flatMap((run) => [
    figure({
      id: `billLines.cpu${run.throttling}.openP50`,
      section,
      label: `Form opened: every line and the total laid out (CPU ×${run.throttling})`,
      value: run.open.p50,
      unit: 'ms',
      goal: goal('at most', bench.goalMs),
      how: `${how}; fee types already loaded, no network`,
    }),
    figure({
      id: `billLines.cpu${run.throttling}.addLineP50`,
      section,
      label: `A line added, totals recomputed and laid out (CPU ×${run.throttling})`,
      value: run.totalChanged && run.rowsAfterAdd === bench.lines + 1 ? run.addLine.p50 : null,
      unit: 'ms',
      goal: goal('at most', bench.goalMs),
      how: `${how}; "Duplicate" chosen in the first line's sheet, until ${bench.lines + 1} rows and the new total`,
    }),
  ]);
}

/** The readable lines under the figures. */
export function formatBillLines(bench: BillLinesBench): string[] {
  return [
    `Bill form with ${bench.lines} lines, median of ${bench.runs} (goal ≤ ${bench.goalMs} ms at CPU ×1)`,
    ...bench.results.map(
      (run) =>
        `  CPU ×${run.throttling}: open p50 ${run.open.p50} ms (p95 ${run.open.p95}), add a line p50 ${run.addLine.p50} ms (p95 ${run.addLine.p95}); ${run.rowsAfterAdd} rows after, total changed: ${run.totalChanged ? 'yes' : 'NO'}`,
    ),
  ];
}
