import type { BillTableBench } from './measureBillTable';

/** The readable summary of the bill table bench; the goal is read against "to layout". */
export function formatBillTable(table: BillTableBench): string[] {
  const lines = [
    `Bill table, TABLE mode over ${table.bills} bills: title filter → updated DOM, median of ${table.runs} (goal ≤ ${table.goalMs} ms)`,
  ];
  for (const run of table.results) {
    const { p50 } = run.toLayout;
    const verdict = p50 <= table.goalMs ? 'meets' : 'OVER';
    const ratio = (p50 / Math.max(run.arrayFilter.p50, 0.01)).toFixed(0);
    const rows = run.rowsInDom;
    lines.push(
      `  CPU ×${run.throttling}: to layout p50 ${p50} ms (${verdict} goal), commit p50 ${run.toCommit.p50} ms, next frame p50 ${run.toNextFrame.p50} ms`,
      `    baseline: the filter over the array alone p50 ${run.arrayFilter.p50} ms (to layout is ${ratio}×)`,
      `    rows in DOM: ${rows.unfiltered} unfiltered, ≤ ${Math.max(...rows.afterFilter)} filtered, ${rows.scrolled.rows} scrolled (first aria-rowindex ${rows.scrolled.firstIndex}, row ${rows.scrolled.rowHeight}px)`,
    );
  }
  return lines;
}
