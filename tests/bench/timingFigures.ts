import { figure, goal, round, type BenchFigure } from './BenchFigure';
import type { BillTableBench } from './measureBillTable';
import type { ColdStart } from './measureColdStart';
import type { FlagPropagation } from './measureFlagPropagation';

/** Per host: cold start, the sequential request steps to home, and requests made twice. */
export function coldStartFigures(result: ColdStart): BenchFigure[] {
  const section = 'Cold start';
  const how = `Chromium, CPU throttled ${result.throttling}×, fresh context per run, median of ${result.runs} after a discarded warm-up`;
  return result.hosts.flatMap((host) => [
    figure({
      id: `coldStart.${host.host}.ms`,
      section,
      label: `${host.host}: app document → signed-in home`,
      value: host.coldStartMs.median,
      unit: 'ms',
      goal: goal('at most', result.goalMs),
      how,
    }),
    figure({
      id: `coldStart.${host.host}.criticalPathRequests`,
      section,
      label: `${host.host}: sequential request steps on the critical path`,
      value: host.journal.sequential,
      unit: 'steps',
      how: 'the lab journal: requests that waited for an earlier answer, median over the runs',
    }),
    figure({
      id: `coldStart.${host.host}.repeatedRequests`,
      section,
      label: `${host.host}: requests made more than once`,
      value: host.journal.repeated.length,
      unit: 'requests',
      goal: goal('exactly', 0),
      how: 'the lab journal over every run',
    }),
  ]);
}

export function flagFigures(flags: FlagPropagation): BenchFigure[] {
  const section = 'Flag propagation';
  const how = `${flags.changes} admin changes → the module (un)mounted in an open page, seen by a MutationObserver`;
  const at = (p: 'p50' | 'p95' | 'p99', limit?: number) =>
    figure({
      id: `flags.${p}`,
      section,
      label: `Admin change → DOM, ${p}`,
      value: flags.propagation[p],
      unit: 'ms',
      goal: limit === undefined ? undefined : goal('at most', limit),
      how,
    });
  return [
    at('p50', 20),
    at('p95'),
    at('p99', 100),
    figure({
      id: 'flags.p50RatioToRoundTrip',
      section,
      label: 'p50 as a multiple of one admin HTTP round trip (same run)',
      value: flags.p50RatioToRoundTrip,
      unit: '×',
      how: 'the machine-independent reading of p50',
    }),
  ];
}

export function billTableFigures(table: BillTableBench): BenchFigure[] {
  const section = `Filtering ${table.bills.toLocaleString('en-US')} bills`;
  return table.results.flatMap((run) => [
    figure({
      id: `billTable.cpu${run.throttling}.toLayoutP50`,
      section,
      label: `Title filter → updated, laid-out DOM (CPU ×${run.throttling})`,
      value: run.toLayout.p50,
      unit: 'ms',
      goal: goal('at most', table.goalMs),
      how: `TABLE mode in Chromium, median of ${table.runs} queries`,
    }),
    figure({
      id: `billTable.cpu${run.throttling}.ratioToArrayFilter`,
      section,
      label: `Same, as a multiple of filtering the array alone (CPU ×${run.throttling})`,
      value: round(run.toLayout.p50 / Math.max(run.arrayFilter.p50, 0.01)),
      unit: '×',
      how: 'both medians from the same page and run',
    }),
    figure({
      id: `billTable.cpu${run.throttling}.rowsInDom`,
      section,
      label: `Rows in the DOM, unfiltered (CPU ×${run.throttling})`,
      value: run.rowsInDom.unfiltered,
      unit: 'rows',
      how: 'windowing: only the visible rows are rendered',
    }),
  ]);
}
