import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AnswerCheckReport } from '../../mocks-server/answerContracts/AnswerCheck';

const REPORTS = path.resolve(__dirname, '../../reports');
const PREFIX = 'answer-check-';

/** Where one lab (one shard, one port) leaves what its answer check saw. */
export const answerCheckFile = (port: string) => path.join(REPORTS, `${PREFIX}${port}.json`);

/** Each run starts afresh, so an earlier run's answers never count. */
export function clearAnswerChecks(): void {
  for (const file of readAnswerCheckFiles()) rmSync(file, { force: true });
}

function readAnswerCheckFiles(): string[] {
  try {
    return readdirSync(REPORTS)
      .filter((name) => name.startsWith(PREFIX) && name.endsWith('.json'))
      .map((name) => path.join(REPORTS, name));
  } catch {
    return [];
  }
}

/** Every shard's report of the last run. */
export function readAnswerChecks(): AnswerCheckReport[] {
  return readAnswerCheckFiles().map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as AnswerCheckReport,
  );
}
