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

/**
 * Starts the upload module's worker in the page once and lets it hash a byte, as the widget keeps
 * one worker for every file of the page: the timed runs measure hashing, not worker start-up.
 */
export function startWorker(page: Page, script: string): Promise<void> {
  return page.evaluate(async (source) => {
    const worker = new Worker(URL.createObjectURL(new Blob([source])));
    (window as unknown as { benchWorker: Worker }).benchWorker = worker;
    await new Promise((resolve) => {
      worker.onmessage = (event: MessageEvent<{ md5?: string }>) => {
        if (event.data.md5 !== undefined) resolve(undefined);
      };
      worker.postMessage({ id: 0, blob: new Blob(['x']) });
    });
  }, script);
}

export function hashInWorker(page: Page, id: number): Promise<PageRun> {
  return page.evaluate(async (requestId) => {
    const { benchBlob: blob, benchWorker: worker } = window as unknown as {
      benchBlob: Blob;
      benchWorker: Worker;
    };
    let longestTaskMs = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    const md5 = await new Promise<string>((resolve) => {
      // Progress messages come after each chunk; the answer is the one with the hash.
      worker.onmessage = (event: MessageEvent<{ md5?: string; error?: string }>) => {
        if (event.data.md5 !== undefined) resolve(event.data.md5);
        if (event.data.error !== undefined) resolve(`error: ${event.data.error}`);
      };
      worker.postMessage({ id: requestId, blob });
    });
    const ms = performance.now() - started;
    observer.disconnect();
    return { ms, md5, longestTaskMs };
  }, id);
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
