import type { Browser, Page } from '@playwright/test';
import { test } from './fixtures';
import { watchStoryContext } from './storyContextLogs';

/** The screen a story runs on: its size, whether it is a touch phone, and a host app's user agent. */
export interface Device {
  viewport: { width: number; height: number };
  phone: boolean;
  /** Left out, the browser's own: the app then takes it for the plain web. */
  userAgent?: string;
}

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * A fresh page in a context of its own, as `device` is, against the lab: its own cookies, so a
 * story's sign-in and lab session are not another's.
 */
export async function devicePage(browser: Browser, device: Device): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: device.viewport,
    isMobile: device.phone,
    hasTouch: device.phone,
    ...(device.userAgent ? { userAgent: device.userAgent } : {}),
  });
  watchStoryContext(
    context,
    `${device.viewport.width}×${device.viewport.height} ${device.userAgent ?? 'browser'}`,
  );
  return context.newPage();
}
