import type { Page } from '@playwright/test';

interface ProblemWindow {
  __unhandled?: string[];
}

const LISTEN = `window.__unhandled = [];
window.addEventListener('unhandledrejection', (event) => {
  window.__unhandled.push('unhandled rejection: ' + String(event.reason && event.reason.message || event.reason));
});`;

/**
 * Uncaught errors and unhandled promise rejections in the page, however the page was left:
 * read them with the returned function at the end of a test.
 */
export async function watchPageProblems(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(LISTEN);
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as ProblemWindow).__unhandled ?? []).catch(() => [])),
  ];
}

/** Something is on screen: the shell's banner at least, never a blank document. */
export async function visibleTextLength(page: Page): Promise<number> {
  return page.evaluate(() => document.body.innerText.trim().length);
}
