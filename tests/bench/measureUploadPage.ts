import type { Page } from '@playwright/test';

/** One timing taken in the page (and what the worker answered). */
export interface PageRun {
  ms: number;
  md5?: string;
  longestTaskMs?: number;
}

/** Makes the same bytes as `pattern` in the page, once, as window.benchBlob. */
export function makeBlob(page: Page, size: number): Promise<void> {
  return page.evaluate((length) => {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + 7) % 251;
    (window as unknown as { benchBlob: Blob }).benchBlob = new Blob([bytes]);
  }, size);
}

/** The two workers' sources and the page script that hands them to createMd5. */
export interface Md5Scripts {
  hasher: string;
  reader: string;
  page: string;
}

interface Md5Page {
  benchBlob: Blob;
  benchMd5Sources: { hasher: string; reader: string };
  benchMd5: (blob: Blob) => Promise<string>;
}

/**
 * Makes the upload module's MD5 function in the page once and lets it hash a byte, as the
 * widget keeps its workers for every file of the page: the timed runs measure hashing, not
 * worker start-up.
 */
export async function startMd5(page: Page, scripts: Md5Scripts): Promise<void> {
  await page.evaluate(
    (sources) => {
      (window as unknown as Md5Page).benchMd5Sources = sources;
    },
    { hasher: scripts.hasher, reader: scripts.reader },
  );
  await page.addScriptTag({ content: scripts.page });
  await page.evaluate(() => (window as unknown as Md5Page).benchMd5(new Blob(['x'])));
}

export function hashInWorker(page: Page): Promise<PageRun> {
  return page.evaluate(async () => {
    const { benchBlob: blob, benchMd5: md5Of } = window as unknown as Md5Page;
    let longestTaskMs = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    const md5 = await md5Of(blob).catch((error: unknown) => `error: ${String(error)}`);
    const ms = performance.now() - started;
    observer.disconnect();
    return { ms, md5, longestTaskMs };
  });
}

export function putFromPage(page: Page, url: string): Promise<PageRun> {
  return page.evaluate(
    (target) =>
      new Promise<PageRun>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const started = performance.now();
        xhr.upload.onprogress = () => undefined;
        xhr.onload = () =>
          xhr.status === 200
            ? resolve({ ms: performance.now() - started })
            : reject(new Error(String(xhr.status)));
        xhr.onerror = () => reject(new Error('PUT failed'));
        xhr.open('PUT', target);
        xhr.send((window as unknown as { benchBlob: Blob }).benchBlob);
      }),
    url,
  );
}
