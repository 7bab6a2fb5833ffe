import type { BrowserContext, Page } from '@playwright/test';

const MAX_LINES = 80;
const MAX_SNAPSHOT = 4000;

export interface ContextLog {
  /** The logged lines, then each open page's address and accessibility snapshot. */
  report(): Promise<string>;
}

/**
 * Records what a browser context's pages say went wrong (console errors and warnings, page
 * errors, failed requests, 4xx/5xx answers), each with the milliseconds since the test began.
 */
export function watchContextLog(context: BrowserContext): ContextLog {
  const started = Date.now();
  const lines: string[] = [];
  const add = (text: string) => lines.push(`+${Date.now() - started} ms ${text}`);
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        add(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => add(`page error: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`navigated to ${frame.url()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('requestfailed', (request) =>
    add(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) {
      add(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    async report() {
      const snapshots = await Promise.all(context.pages().map(describePage));
      return [...lines.slice(-MAX_LINES), ...snapshots].join('\n');
    },
  };
}

async function describePage(page: Page): Promise<string> {
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  return `page ${page.url()}:\n${snapshot.slice(0, MAX_SNAPSHOT)}`;
}
