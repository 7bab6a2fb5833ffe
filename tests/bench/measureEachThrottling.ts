import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';

/**
 * Loads a bundled bench page once per CPU throttling rate, each in a fresh page of one Chromium,
 * and gives it to `measure`: a fresh page per rate so no rate inherits another's warm caches.
 */
export async function measureEachThrottling<Result>(
  script: string,
  throttlings: readonly number[],
  measure: (page: Page, throttling: number) => Promise<Result>,
): Promise<Result[]> {
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: Result[] = [];
    for (const throttling of throttlings) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
      await page.setContent('<!doctype html><meta charset="utf-8"><div id="root"></div>');
      await page.addScriptTag({ content: script });
      results.push(await measure(page, throttling));
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
