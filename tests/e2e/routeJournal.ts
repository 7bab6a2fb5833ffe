import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** One `METHOD /path` line per call the app's pages made, for tests/routes/checkRoutesCalled.ts. */
export const ROUTES_SEEN_FILE = path.resolve(__dirname, '../../reports/e2e-routes-seen.txt');

interface JournalPage {
  items: { method: string; path: string; headers: Record<string, string | string[]> }[];
}

/** Each run starts the list afresh, so a route only an earlier run called does not count. */
export function clearRoutesSeen(): void {
  rmSync(ROUTES_SEEN_FILE, { force: true });
}

/**
 * Adds the calls the lab journaled since `since` that came from a browser: Chromium sends
 * `Sec-Fetch-Mode` on every request, the test's own API context never does, so a route only a
 * test calls directly is not counted as one the app calls.
 */
export async function recordRoutesSeen(request: APIRequestContext, since: number): Promise<void> {
  const answer = await request.get(`/__lab/requests?since=${since}`);
  if (!answer.ok()) return;
  const page = (await answer.json()) as JournalPage;
  const lines = new Set(
    page.items
      .filter((entry) => entry.headers['sec-fetch-mode'] !== undefined)
      .map((entry) => `${entry.method} ${entry.path}`),
  );
  if (lines.size === 0) return;
  mkdirSync(path.dirname(ROUTES_SEEN_FILE), { recursive: true });
  appendFileSync(ROUTES_SEEN_FILE, `${[...lines].join('\n')}\n`);
}
