import type { Browser, Page } from '@playwright/test';
import { test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';

/** A fresh page as a phone inside DingTalk sees the app: 390×844, touch, DingTalk's user agent. */
export async function dingtalkPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: DINGTALK_UA,
  });
  return context.newPage();
}
