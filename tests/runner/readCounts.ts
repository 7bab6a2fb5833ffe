import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

function readJson(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Jest's --json report; a suite that failed to run counts as one failure. */
export function readJestCounts(file: string): Counts | null {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests) + num(report.numRuntimeErrorTestSuites),
  };
}

/** Playwright's json reporter: flaky tests passed on retry, errors are failures outside any test. */
export function readPlaywrightCounts(file: string): Counts | null {
  const report = readJson(file);
  if (!report) return null;
  const stats = (report.stats ?? {}) as Record<string, unknown>;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed: num(stats.unexpected) + errors,
  };
}
