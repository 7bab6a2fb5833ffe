import type { Clock } from '@shell/auth';

/** A host SDK (or its script) gave no answer in time: the lab's "hang" mode, a frozen webview. */
export class HostTimeoutError extends Error {
  override readonly name = 'HostTimeoutError';
}

export function isHostTimeout(error: unknown): error is HostTimeoutError {
  return error instanceof HostTimeoutError;
}

/**
 * Settles like `work`, or rejects with `HostTimeoutError` after `ms` on the injected clock, so
 * tests drive the wait with a fake clock and never sleep.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, clock: Clock): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = clock.setTimeout(() => {
      reject(new HostTimeoutError(`host SDK gave no answer within ${ms} ms`));
    }, ms);
    work.then(
      (value) => {
        clock.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(handle);
        reject(error);
      },
    );
  });
}
