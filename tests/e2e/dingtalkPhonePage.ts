import type { Browser, Page } from '@playwright/test';
import { devicePage, PHONE_VIEWPORT } from './devicePage';
import { DINGTALK_UA } from './invoiceSamples';

/** A fresh page as a phone inside DingTalk sees the app: 390×844, touch, DingTalk's user agent. */
export function dingtalkPhonePage(browser: Browser): Promise<Page> {
  return devicePage(browser, { viewport: PHONE_VIEWPORT, phone: true, userAgent: DINGTALK_UA });
}
