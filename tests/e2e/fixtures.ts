import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { leaksInternals } from '../../mocks-server/testing/leaksInternals';
import { watchContextLog } from './contextLog';
import { watchOutsideRequests } from './outsideRequests';
import { recordRoutesSeen } from './routeJournal';
import { beginStoryLogs, storyLogsReport } from './storyContextLogs';

export { expect };

interface JournalPage {
  items: {
    method: string;
    path: string;
    status: number;
    responseBody: { preview: string | null } | null;
  }[];
}

/** Error answers the lab journaled since `since` whose preview shows the lab's internals. */
async function journalLeaks(request: APIRequestContext, since: number): Promise<string[]> {
  const answer = await request.get(`/__lab/requests?since=${since}&status=4xx`);
  const server = await request.get(`/__lab/requests?since=${since}&status=5xx`);
  const pages = (await Promise.all([answer.json(), server.json()])) as JournalPage[];
  return pages
    .flatMap((page) => page.items)
    .filter((entry) => leaksInternals(entry.responseBody?.preview ?? ''))
    .map((entry) => `${entry.status} ${entry.method} ${entry.path} (journal)`);
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Every e2e test runs with the rule of the house enforced: nothing leaves the machine. A request
 * to any other host fails in the browser and fails the test, naming the address. A failing test also
 * carries what its pages logged and showed, so a CI log alone explains the failure.
 */
export const test = base.extend<{
  localOnly: void;
  failureLog: void;
  noLeaks: void;
  routesSeen: void;
}>({
  localOnly: [
    async ({ context }, use) => {
      const outside = watchOutsideRequests(context);
      await use();
      expect(outside, 'requests that tried to leave the machine').toEqual([]);
    },
    { auto: true },
  ],
  // No error answer of the lab may show how it is built (a stack trace, a source path): not the
  // ones the test's browsers received, and not any the lab's journal holds for the test's time.
  noLeaks: [
    async ({ context, request }, use) => {
      const since = Date.now();
      const leaks: string[] = [];
      const reads: Promise<void>[] = [];
      context.on('response', (response) => {
        if (response.status() < 400 || !LOCAL.test(response.url())) return;
        reads.push(
          response.text().then(
            (text) => {
              if (leaksInternals(text)) leaks.push(`${response.status()} ${response.url()}`);
            },
            // The page moved on and the body is gone; the journal still has it.
            () => undefined,
          ),
        );
      });
      await use();
      await Promise.all(reads);
      leaks.push(...(await journalLeaks(request, since)));
      expect(leaks, 'error answers that show stack traces or source paths').toEqual([]);
    },
    { auto: true },
  ],
  // The mock routes the app's pages called, for the unused-route check after the run.
  routesSeen: [
    async ({ request }, use) => {
      const since = Date.now();
      await use();
      await recordRoutesSeen(request, since);
    },
    { auto: true },
  ],
  failureLog: [
    async ({ context }, use, testInfo) => {
      const log = watchContextLog(context);
      beginStoryLogs();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('page log', { body: await log.report(), contentType: 'text/plain' });
      const stories = await storyLogsReport();
      if (stories)
        await testInfo.attach('story pages log', { body: stories, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
