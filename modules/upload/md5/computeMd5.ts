import type { Md5Answer, ReadRequest } from './md5Messages';

export interface Md5CallOptions {
  /** Bytes hashed so far, after each 8097152-byte chunk. */
  onProgress?: (done: number, total: number) => void;
  /** Cancels the hash (an upload cancelled or timed out); the promise rejects with its reason. */
  signal?: AbortSignal;
}

export type Md5Function = (blob: Blob, options?: Md5CallOptions) => Promise<string>;

/** A worker, or null where the platform has none (jsdom, old hosts) or a policy refuses it. */
function workerOrNull(start: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return start();
  } catch {
    return null;
  }
}

/** The MD5 worker, made lazily once. */
const startWorker = () =>
  workerOrNull(
    () =>
      new Worker(/* webpackChunkName: "md5-worker" */ new URL('./md5.worker.ts', import.meta.url)),
  );

/** The reader worker that feeds the MD5 worker (sendBlobPieces) over a MessageChannel. */
const startReader = () =>
  typeof MessageChannel === 'undefined'
    ? null
    : workerOrNull(
        () =>
          new Worker(
            /* webpackChunkName: "md5-reader" */ new URL('./md5Reader.worker.ts', import.meta.url),
          ),
      );

/**
 * 1 MB pieces, four ahead: no slower than the other sizes tried (256 kB–4 MB × 2–8 pieces, in
 * Chromium over 64 MB; 2 MB × 3 ties), with the least memory held.
 */
const PIECE_BYTES = 1024 * 1024;
const PIECES_AHEAD = 4;

/** In this thread; its own chunk, so the upload bundle does not carry the hasher. */
async function md5InThread(blob: Blob, options: Md5CallOptions): Promise<string> {
  const { md5OfBlob } = await import(/* webpackChunkName: "md5" */ './md5OfBlob');
  return md5OfBlob(blob, { onChunk: options.onProgress, signal: options.signal });
}

/**
 * MD5 through a Web Worker when there is one, else in this thread; a worker that fails
 * (blocked by a policy, crashed) falls back to the thread for that file. A second worker reads
 * the file for it where one starts; if that one fails, files are read by the MD5 worker again.
 */
export function createMd5(
  makeWorker: () => Worker | null = startWorker,
  makeReader: () => Worker | null = startReader,
): Md5Function {
  let worker: Worker | null | undefined;
  let reader: Worker | null | undefined;
  let next = 0;
  const pending = new Map<number, (answer: Md5Answer) => void>();
  const readBy = new Set<number>();
  const startOnce = () => {
    if (worker !== undefined) return;
    worker = makeWorker();
    if (!worker) return;
    worker.onmessage = (event: MessageEvent<Md5Answer>) => pending.get(event.data.id)?.(event.data);
    reader = makeReader();
    reader?.addEventListener('error', () => {
      reader = null;
      // Its files' hashes will never finish: each stops there and falls back to this thread.
      for (const id of readBy) {
        worker?.postMessage({ id, cancel: true });
        pending.get(id)?.({ id, error: 'the reader worker failed' });
      }
    });
  };
  /** The blob's bytes through the reader when there is one: the port to hand the MD5 worker. */
  const readFor = (id: number, blob: Blob): MessagePort | undefined => {
    if (!reader) return undefined;
    const channel = new MessageChannel();
    const request: ReadRequest = {
      blob,
      port: channel.port2,
      pieceBytes: PIECE_BYTES,
      credits: PIECES_AHEAD,
    };
    reader.postMessage(request, [channel.port2]);
    readBy.add(id);
    return channel.port1;
  };
  return async (blob, options = {}) => {
    const { signal, onProgress } = options;
    signal?.throwIfAborted();
    startOnce();
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
      const port = readFor(id, blob);
      current.postMessage({ id, blob, port }, port ? [port] : []);
    });
    pending.delete(id);
    readBy.delete(id);
    if (answer.cancelled) throw signal?.reason ?? new DOMException('Cancelled', 'AbortError');
    return answer.md5 ?? md5InThread(blob, options);
  };
}
