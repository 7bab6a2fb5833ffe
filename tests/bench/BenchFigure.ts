export type Comparison = 'at most' | 'at least' | 'exactly';

export interface BenchGoal {
  comparison: Comparison;
  value: number;
}

export type Verdict = 'pass' | 'short' | 'no goal' | 'not measured';

/** One number in the report: what it is, what it should be, and how it was obtained. */
export interface BenchFigure {
  /** Stable key, e.g. `flags.p99`: CI and later runs compare by it. */
  id: string;
  section: string;
  label: string;
  /** null only when the figure could not be measured in this run (the verdict says why). */
  value: number | null;
  unit: string;
  goal?: BenchGoal;
  verdict: Verdict;
  how: string;
}

type FigureSpec = Omit<BenchFigure, 'verdict'>;

function meets(value: number, goal: BenchGoal): boolean {
  if (goal.comparison === 'at most') return value <= goal.value;
  if (goal.comparison === 'at least') return value >= goal.value;
  return value === goal.value;
}

/** A measured figure; a value that is not a finite number counts as not measured. */
export function figure(spec: FigureSpec): BenchFigure {
  if (spec.value === null || !Number.isFinite(spec.value)) {
    return { ...spec, value: null, verdict: 'not measured' };
  }
  const verdict = spec.goal ? (meets(spec.value, spec.goal) ? 'pass' : 'short') : 'no goal';
  return { ...spec, verdict };
}

/** A figure this run could not produce; never a made-up number. */
export function notMeasured(spec: Omit<FigureSpec, 'value'>, why: string): BenchFigure {
  return { ...spec, value: null, verdict: 'not measured', how: `${spec.how} — ${why}` };
}

export const round = (value: number, digits = 1) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export const goal = (comparison: Comparison, value: number): BenchGoal => ({ comparison, value });
