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

export function hashInWorker(page: Page, script: string): Promise<PageRun> {
  return page.evaluate(async (source) => {
    const blob = (window as unknown as { benchBlob: Blob }).benchBlob;
    let longestTaskMs = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const worker = new Worker(URL.createObjectURL(new Blob([source])));
    const started = performance.now();
    const md5 = await new Promise<string>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ md5: string }>) => resolve(event.data.md5);
      worker.postMessage({ id: 1, blob });
    });
    const ms = performance.now() - started;
    worker.terminate();
    observer.disconnect();
    return { ms, md5, longestTaskMs };
  }, script);
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
