import { MAX_INVOICE_FILE_BYTES } from '../invoiceLimits';
import type { DecodeResult } from './DecodeResult';
import type { DecodeAnswer } from './DecoderMessages';

/** Reads invoices from files in a worker started on first use (its bytes load only then). */
export interface InvoiceDecoder {
  decode(file: Blob): Promise<DecodeResult>;
  /** Starts the worker and its reader ahead of the first file (a person began capturing). */
  warm(): void;
  /** Stops the worker; a later decode starts a new one. */
  stop(): void;
}

/** Longer than any real decode (a 12 MP photo takes well under a second): a stuck worker. */
export const DECODE_TIMEOUT_MS = 30_000;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(
      /* webpackChunkName: "invoice-decoder" */ new URL(
        './invoiceDecoder.worker.ts',
        import.meta.url,
      ),
    );
  } catch {
    return null;
  }
}

/** A User Timing entry per file, page to worker and back: what the bench reads (tests/bench). */
function markDecode(started: number): void {
  try {
    performance.measure(DECODE_MEASURE, { start: started, end: performance.now() });
  } catch {
    // Older engines take no options: the timing is for the bench, never for the person.
  }
}

export const DECODE_MEASURE = 'invoice-decode';

const FAILED: DecodeResult = { ok: false, failure: { code: 'decoder-failed' } };

export function createInvoiceDecoder(
  makeWorker: () => Worker | null = startWorker,
  timeoutMs = DECODE_TIMEOUT_MS,
): InvoiceDecoder {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: DecodeResult) => void>();
  const stop = () => {
    worker?.terminate();
    worker = null;
    for (const settle of pending.values()) settle(FAILED);
    pending.clear();
  };
  const ensureWorker = () => {
    if (worker) return worker;
    worker = makeWorker();
    if (!worker) return null;
    worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
      pending.get(event.data.id)?.(event.data.result);
      pending.delete(event.data.id);
    };
    worker.onerror = stop;
    return worker;
  };
  return {
    stop,
    warm() {
      ensureWorker()?.postMessage({ id: 0, warm: true });
    },
    decode(file) {
      if (file.size > MAX_INVOICE_FILE_BYTES) {
        return Promise.resolve({ ok: false, failure: { code: 'too-large', bytes: file.size } });
      }
      const running = ensureWorker();
      if (!running) return Promise.resolve(FAILED);
      const id = nextId++;
      const started = performance.now();
      return new Promise<DecodeResult>((resolve) => {
        const timer = setTimeout(stop, timeoutMs);
        pending.set(id, (result) => {
          clearTimeout(timer);
          markDecode(started);
          resolve(result);
        });
        running.postMessage({ id, file });
      });
    },
  };
}
