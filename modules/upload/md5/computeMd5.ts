import type { Md5Answer } from './md5Messages';

export interface Md5CallOptions {
  /** Bytes hashed so far, after each 8097152-byte chunk. */
  onProgress?: (done: number, total: number) => void;
  /** Cancels the hash (an upload cancelled or timed out); the promise rejects with its reason. */
  signal?: AbortSignal;
}

export type Md5Function = (blob: Blob, options?: Md5CallOptions) => Promise<string>;

/** The MD5 worker, made lazily once; null where the platform has no workers (jsdom, old hosts). */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(
      /* webpackChunkName: "md5-worker" */ new URL('./md5.worker.ts', import.meta.url),
    );
  } catch {
    return null;
  }
}

/** In this thread; its own chunk, so the upload bundle does not carry the hasher. */
async function md5InThread(blob: Blob, options: Md5CallOptions): Promise<string> {
  const { md5OfBlob } = await import(/* webpackChunkName: "md5" */ './md5OfBlob');
  return md5OfBlob(blob, { onChunk: options.onProgress, signal: options.signal });
}

/**
 * MD5 through a Web Worker when there is one, else in this thread; a worker that fails
 * (blocked by a policy, crashed) falls back to the thread for that file.
 */
export function createMd5(makeWorker: () => Worker | null = startWorker): Md5Function {
  let worker: Worker | null | undefined;
  let next = 0;
  const pending = new Map<number, (answer: Md5Answer) => void>();
  return async (blob, options = {}) => {
    const { signal, onProgress } = options;
    signal?.throwIfAborted();
    if (worker === undefined) {
      worker = makeWorker();
      if (worker) {
        worker.onmessage = (event: MessageEvent<Md5Answer>) =>
          pending.get(event.data.id)?.(event.data);
      }
    }
    const current = worker;
    if (!current) return md5InThread(blob, options);
    const id = (next += 1);
    const answer = await new Promise<Md5Answer>((resolve) => {
      const cancel = () => {
        current.postMessage({ id, cancel: true });
        resolve({ id, cancelled: true });
      };
      signal?.addEventListener('abort', cancel, { once: true });
      pending.set(id, (message) => {
        if (message.progress) return onProgress?.(message.progress.done, message.progress.total);
        signal?.removeEventListener('abort', cancel);
        resolve(message);
      });
      current.postMessage({ id, blob });
    });
    pending.delete(id);
    if (answer.cancelled) throw signal?.reason ?? new DOMException('Cancelled', 'AbortError');
    return answer.md5 ?? md5InThread(blob, options);
  };
}
