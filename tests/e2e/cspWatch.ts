import type { Page } from '@playwright/test';

interface WatchedWindow {
  __cspViolations?: string[];
}

// A string, not a function: it must run in every frame before any app script.
const LISTEN = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

/**
 * Records every `securitypolicyviolation` event in every document the page loads, and every
 * console line the browser writes about the policy; read them back with the returned function.
 * Documents that were left (navigations) report through the console lines.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(LISTEN);
  return async () => {
    const inFrames = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame
            .evaluate(() => (window as WatchedWindow).__cspViolations ?? [])
            .catch(() => [] as string[]),
        ),
    );
    return [...inFrames.flat(), ...consoleLines];
  };
}
