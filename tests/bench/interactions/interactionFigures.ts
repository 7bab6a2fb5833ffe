import { figure, goal, notMeasured, type BenchFigure } from '../BenchFigure';
import { percentile } from '../percentiles';
import type { InteractionBench } from './measureInteractions';

/** INP "good". */
export const INTERACTION_GOAL_MS = 200;

export function interactionFigures(bench: InteractionBench): BenchFigure[] {
  const section = 'Interaction on a phone';
  return bench.results.map((result) => {
    const spec = {
      id: `interaction.${result.id}Ms`,
      section,
      label: result.label,
      unit: 'ms',
      goal: goal('at most', INTERACTION_GOAL_MS),
      how: `Chromium at ${bench.cpuSlowdown}× CPU slowdown, 390×844 touch screen, signed in on the lab, tapped 2 s after the home shows; a tap → the next paint after the result is in the DOM, median of ${bench.runs} runs, a fresh context each (the first visit to the module)`,
    };
    return result.notMeasured
      ? notMeasured(spec, result.notMeasured)
      : figure({ ...spec, value: percentile(result.samples, 50) });
  });
}
