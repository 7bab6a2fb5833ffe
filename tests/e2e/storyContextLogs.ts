import type { BrowserContext } from '@playwright/test';
import { watchContextLog, type ContextLog } from './contextLog';

/**
 * The logs of the contexts a story opens beside Playwright's own (one per person, per device):
 * a failing story's log carries what each of its people's pages said, not only the default page's.
 * A shard runs one test at a time, so one list serves the test under way.
 */
const logs: { name: string; log: ContextLog }[] = [];

export function watchStoryContext(context: BrowserContext, name: string): void {
  logs.push({ name, log: watchContextLog(context) });
}

/** Forgets the last test's contexts. */
export function beginStoryLogs(): void {
  logs.length = 0;
}

/** Each story context's report under its name; empty when the story opened none. */
export async function storyLogsReport(): Promise<string> {
  const reports = await Promise.all(
    logs.map(async ({ name, log }) => `--- ${name} ---\n${await log.report()}`),
  );
  return reports.join('\n');
}
