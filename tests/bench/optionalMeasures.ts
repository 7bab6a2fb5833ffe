import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { figure, notMeasured, round, type BenchFigure } from './BenchFigure';
import { OPTIONAL_MEASURES, type OptionalMeasure, type Placeholder } from './optionalMeasureList';

function withoutSource(placeholder: Placeholder): Omit<Placeholder, 'from'> {
  const shown = { ...placeholder };
  delete shown.from;
  return shown;
}

/** Every numeric leaf of a result, keyed by its dotted path. */
function numericLeaves(value: unknown, prefix = ''): Map<string, number> {
  const leaves = new Map<string, number>();
  if (typeof value === 'number') leaves.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, number] of numericLeaves(child, prefix ? `${prefix}.${key}` : key))
        leaves.set(leaf, number);
    }
  }
  return leaves;
}

/** Fills the placeholders from the result's fields; the other numeric fields are reported as they are. */
export function figuresOfResult(measure: OptionalMeasure, result: unknown): BenchFigure[] {
  const leaves = numericLeaves(result);
  const used = new Set<string>();
  const placed = measure.placeholders.map((placeholder) => {
    const name = placeholder.id.split('.').pop() ?? '';
    const leaf = [...leaves.keys()].find(
      (key) => key === placeholder.from || key === name || key.endsWith(`.${name}`),
    );
    if (leaf === undefined)
      return notMeasured(placeholder, `${measure.exportName}() has no ${name}`);
    used.add(leaf);
    return figure({
      ...withoutSource(placeholder),
      value: round(leaves.get(leaf) ?? Number.NaN, 2),
    });
  });
  const [prefix] = measure.placeholders[0].id.split('.');
  const section = measure.placeholders[0].section;
  const extra = [...leaves].filter(([key]) => !used.has(key));
  return [
    ...placed,
    ...extra.map(([key, value]) =>
      figure({
        id: `${prefix}.${key}`,
        section,
        label: key,
        value: round(value, 2),
        unit: '',
        how: `${measure.exportName}()`,
      }),
    ),
  ];
}

export interface OptionalOutcome {
  raw: Record<string, unknown>;
  figures: BenchFigure[];
  problems: string[];
}

/**
 * A bench may export its own figures beside it (measureUpload → uploadFigures); then they
 * are used as they are, else the placeholders are filled from the result's fields.
 */
export function figuresExportOf(measure: OptionalMeasure): string {
  const subject = measure.exportName.replace(/^measure/, '');
  return `${subject.charAt(0).toLowerCase()}${subject.slice(1)}Figures`;
}

/** Runs each optional bench whose file exists (BENCH_QUICK=1 tells it to keep short). */
export async function runOptionalMeasures(
  dir = path.resolve('tests/bench'),
  measures: readonly OptionalMeasure[] = OPTIONAL_MEASURES,
): Promise<OptionalOutcome> {
  const outcome: OptionalOutcome = { raw: {}, figures: [], problems: [] };
  for (const measure of measures) {
    const file = path.join(dir, measure.file);
    if (!existsSync(file)) {
      outcome.figures.push(
        ...measure.placeholders.map((p) => notMeasured(p, `${measure.file} does not exist yet`)),
      );
      continue;
    }
    try {
      const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const run = loaded[measure.exportName];
      if (typeof run !== 'function') throw new Error(`it exports no ${measure.exportName}()`);
      const args = process.env.BENCH_QUICK === '1' ? (measure.quickArgs ?? []) : [];
      const result: unknown = await run(...args);
      outcome.raw[measure.exportName] = result;
      const own = loaded[figuresExportOf(measure)];
      outcome.figures.push(
        ...(typeof own === 'function'
          ? (own(result) as BenchFigure[])
          : figuresOfResult(measure, result)),
      );
    } catch (error) {
      const why = `${measure.file} failed: ${error instanceof Error ? error.message : String(error)}`;
      outcome.problems.push(why);
      outcome.figures.push(...measure.placeholders.map((p) => notMeasured(p, why)));
    }
  }
  return outcome;
}
