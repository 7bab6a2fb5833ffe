import { md5OfBlob } from './md5OfBlob';

export type Md5Function = (blob: Blob) => Promise<string>;

interface Md5Answer {
  id: number;
  md5?: string;
  error?: string;
}

/** The MD5 worker, made lazily once; null where the platform has no workers (jsdom, old hosts). */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./md5.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

/**
 * MD5 through a Web Worker when there is one, else in this thread; a worker that fails
 * (blocked by a policy, crashed) falls back to the thread for that file.
 */
export function createMd5(makeWorker: () => Worker | null = startWorker): Md5Function {
  let worker: Worker | null | undefined;
  let next = 0;
  const pending = new Map<number, (answer: Md5Answer) => void>();
  return async (blob) => {
    if (worker === undefined) {
      worker = makeWorker();
      if (worker) {
        worker.onmessage = (event: MessageEvent<Md5Answer>) => {
          pending.get(event.data.id)?.(event.data);
          pending.delete(event.data.id);
        };
      }
    }
    if (!worker) return md5OfBlob(blob);
    const id = (next += 1);
    const answer = await new Promise<Md5Answer>((resolve) => {
      pending.set(id, resolve);
      worker?.postMessage({ id, blob });
    });
    return answer.md5 ?? md5OfBlob(blob);
  };
}
