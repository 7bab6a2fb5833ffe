import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchFigure } from './BenchFigure';
import { missingFromReport, type BenchReport } from './BenchReport';
import { BENCH_SECTIONS, type BenchSection } from './benchSections';
import { loadNow, machineFacts } from './machineFacts';
import { writeBenchReport } from './writeBenchReport';

/** `--quick` (CI): few iterations, only proves every figure is produced. */
const QUICK = process.argv.includes('--quick');
/** EXPENSE_DIST measures a private build, as the e2e runs do. */
const distDir = path.resolve(process.env.EXPENSE_DIST ?? 'dist/app');

/** BENCH_ONLY=coldStart (comma-separated section names) runs just those, for iterating. */
function chosenSections(only = process.env.BENCH_ONLY ?? ''): BenchSection[] {
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = BENCH_SECTIONS.map((section) => section.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY names no section: ${unknown.join(', ')} (known: ${known.join(', ')})`,
    );
  }
  return BENCH_SECTIONS.filter((section) => names.length === 0 || names.includes(section.name));
}

/**
 * A full run measures a build of the code as it is now: a build left in dist/ may be older and
 * would report another app's sizes. Quick mode (a step of `npm test`, right after its build) and
 * BENCH_REUSE_BUILD=1 take an existing build.
 */
function ensureBuild(sections: readonly BenchSection[]): void {
  if (!sections.some((section) => section.needsBuild)) return;
  const reuse = QUICK || process.env.BENCH_REUSE_BUILD === '1';
  if (reuse && existsSync(path.join(distDir, 'modules/registry.json'))) return;
  const build = spawnSync(process.execPath, ['node_modules/.bin/webpack', '--mode', 'production'], {
    stdio: 'inherit',
    env: { ...process.env, EXPENSE_DIST: distDir },
  });
  if (build.status !== 0) process.exit(1);
}

function printFigure(entry: BenchFigure): void {
  const value = entry.value === null ? 'not measured' : `${entry.value} ${entry.unit}`;
  const goal = entry.goal ? ` (goal ${entry.goal.comparison} ${entry.goal.value})` : '';
  console.info(`  ${entry.label}: ${value}${goal} → ${entry.verdict}`);
}

/** Runs the chosen sections, writes the report, and in quick mode fails when a figure is missing. */
async function main(): Promise<void> {
  const sections = chosenSections();
  ensureBuild(sections);
  const startLoad = loadNow();
  const report: BenchReport = {
    date: new Date().toISOString(),
    quick: QUICK,
    machine: await machineFacts(startLoad),
    figures: [],
    problems: [],
    raw: {},
    details: {},
  };
  for (const section of sections) {
    console.info(`\n[${section.name}]`);
    const started = performance.now();
    try {
      const outcome = await section.run({ quick: QUICK, distDir });
      console.info(
        `  (${section.name} took ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const line of outcome.details ?? []) console.info(line);
      outcome.figures.forEach(printFigure);
      report.figures.push(...outcome.figures);
      report.problems.push(...(outcome.problems ?? []));
      report.raw[section.name] = outcome.raw;
      if (outcome.details?.length) (report.details ??= {})[section.name] = outcome.details;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  ${section.name} failed: ${message}`);
      report.problems.push(`${section.name} failed: ${message}`);
    }
  }
  report.machine = await machineFacts(startLoad);
  const complete = sections.length === BENCH_SECTIONS.length;
  // Only a full, unhurried run replaces the committed report.
  const base = QUICK
    ? 'reports/bench-quick'
    : complete
      ? 'tests/bench/report'
      : 'reports/bench-partial';
  console.info(`\nWritten ${(await writeBenchReport(report, base)).join(', ')}`);
  const missing = missingFromReport(report);
  if (missing.length > 0) {
    console.error(`Missing figures:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
