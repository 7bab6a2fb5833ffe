import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { BenchReport } from './BenchReport';
import { formatBenchMarkdown } from './formatBenchMarkdown';

/** Writes `<base>.json` and `<base>.md`, formatted as the repository's prettier check expects. */
export async function writeBenchReport(report: BenchReport, base: string): Promise<string[]> {
  mkdirSync(path.dirname(base), { recursive: true });
  const written: string[] = [];
  const outputs: Array<[string, string]> = [
    [`${base}.json`, JSON.stringify(report, null, 2)],
    [`${base}.md`, formatBenchMarkdown(report)],
  ];
  for (const [file, text] of outputs) {
    const options = (await resolveConfig(file)) ?? {};
    writeFileSync(file, await format(text, { ...options, filepath: file }));
    written.push(file);
  }
  return written;
}
