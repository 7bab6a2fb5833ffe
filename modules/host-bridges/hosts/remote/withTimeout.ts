import type { Clock } from '@shell/auth';

export class HostTimeoutError extends Error {
  override readonly name = 'HostTimeoutError';
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not answer within ${timeoutMs} ms`);
  }
}

/** Races `work` against the injected clock, so a hanging host SDK cannot stall sign-in. */
export function withTimeout<T>(
  work: Promise<T>,
  clock: Clock,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new HostTimeoutError(what, timeoutMs)), timeoutMs);
    work.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
