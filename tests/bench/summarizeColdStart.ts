import type { RepeatedRequest } from './criticalPath';
import type { ColdStartRun, RequestView } from './measureColdStartOnce';
import { percentile } from './percentiles';

export interface Spread {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export interface RepeatSeen extends RepeatedRequest {
  /** In how many runs it was repeated; `times` is the most in one run. */
  runs: number;
}

export interface RequestSummary {
  /** Median over the runs. */
  sequential: number;
  sequentialPerRun: number[];
  /** The steps of the run whose cold start was the median. */
  steps: string[][];
  repeated: RepeatSeen[];
}

export interface HostColdStart {
  host: string;
  coldStartMs: Spread;
  totalMs: Spread;
  /** The median cold start is within the goal. */
  meetsGoal: boolean;
  /** The journal saw no request twice in any run. */
  noRepeats: boolean;
  journal: RequestSummary & { beforeDocument: string[] };
  browser: RequestSummary;
}

export function spreadOf(samples: readonly number[]): Spread {
  return {
    median: percentile(samples, 50),
    min: Math.min(...samples),
    max: Math.max(...samples),
    samples: [...samples],
  };
}

/** One host's runs as medians, the median run's chain and every repeat seen in any run. */
export function summarizeColdStart(
  host: string,
  runs: readonly ColdStartRun[],
  goalMs: number,
): HostColdStart {
  if (runs.length === 0) throw new RangeError(`No cold start runs for ${host}`);
  const coldStartMs = spreadOf(runs.map((run) => run.coldStartMs));
  const medianRun = runs.find((run) => run.coldStartMs === coldStartMs.median) ?? runs[0];
  const journal = summarizeView(
    runs.map((run) => run.journal),
    medianRun.journal,
  );
  return {
    host,
    coldStartMs,
    totalMs: spreadOf(runs.map((run) => run.totalMs)),
    meetsGoal: coldStartMs.median <= goalMs,
    noRepeats: journal.repeated.length === 0,
    journal: { ...journal, beforeDocument: medianRun.journal.beforeDocument },
    browser: summarizeView(
      runs.map((run) => run.browser),
      medianRun.browser,
    ),
  };
}

function summarizeView(views: readonly RequestView[], median: RequestView): RequestSummary {
  const sequentialPerRun = views.map((view) => view.path.sequential);
  const repeats = new Map<string, RepeatSeen>();
  for (const view of views) {
    for (const { request, times } of view.repeated) {
      const seen = repeats.get(request);
      repeats.set(request, {
        request,
        times: Math.max(times, seen?.times ?? 0),
        runs: (seen?.runs ?? 0) + 1,
      });
    }
  }
  return {
    sequential: percentile(sequentialPerRun, 50),
    sequentialPerRun,
    steps: median.path.steps,
    repeated: [...repeats.values()],
  };
}
