import type { Page } from '@playwright/test';

/** The capture's words in the app's default language (the bench signs in as zh-CN). */
export const CAPTURE = {
  button: '识别发票',
  files: '选择发票文件（图片、PDF、OFD）',
  close: '取消',
};

export interface CaptureTiming {
  /** The app's own measure of the file's trip through its decoder worker (User Timing). */
  decodeMs: number;
  /** The longest main-thread task from choosing the file until the decoder answered. */
  longestTaskMs: number;
}

interface PageClock {
  now: number;
  decodes: number[];
  longTasks: { start: number; duration: number }[];
}

const readClock = (page: Page) =>
  page.evaluate((): PageClock => ({
    now: performance.now(),
    decodes: performance.getEntriesByName('invoice-decode').map((entry) => entry.duration),
    longTasks: (window as unknown as { __longTasks: PageClock['longTasks'] }).__longTasks,
  }));

/**
 * A person captures one file on the open bill form: opens the capture, chooses the file, waits
 * until it is read (the result row leaves "reading"), closes the capture again.
 */
export async function timeCapture(page: Page, path: string): Promise<CaptureTiming> {
  await page.getByRole('button', { name: CAPTURE.button }).click();
  const sheet = page.getByRole('dialog', { name: CAPTURE.button });
  const before = await readClock(page);
  await sheet.getByLabel(CAPTURE.files).setInputFiles(path);
  await sheet.locator('li[data-state]:not([data-state="reading"])').waitFor({ timeout: 60_000 });
  const after = await readClock(page);
  await sheet.getByRole('button', { name: CAPTURE.close, exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
  const decodeMs = after.decodes[before.decodes.length] ?? Number.NaN;
  const during = after.longTasks.filter(
    (task) => task.start + task.duration > before.now && task.start < after.now,
  );
  return { decodeMs, longestTaskMs: Math.max(0, ...during.map((task) => task.duration)) };
}
