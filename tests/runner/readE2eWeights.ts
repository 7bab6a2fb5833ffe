import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { E2eWeights } from './planE2eShards';

interface Suite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: Suite[];
}

/** Seconds per file in a Playwright JSON report, added to `into`. */
export function addReportWeights(reportFile: string, into: Record<string, number>): void {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: Suite[] };
  const walk = (suite: Suite, file: string) => {
    const name = path.basename(suite.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) into[name] = (into[name] ?? 0) + result.duration / 1000;
    for (const inner of suite.suites ?? []) walk(inner, name);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
}

export const WEIGHTS_FILE = path.resolve(__dirname, 'e2eWeights.json');

export function readE2eWeights(): E2eWeights {
  if (!existsSync(WEIGHTS_FILE)) return {};
  return JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as E2eWeights;
}
