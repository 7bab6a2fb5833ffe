import { UploadError } from './UploadError';

/** The message an upload that ran out of time rejects with (shown localized by the widget). */
export const UPLOAD_TIMED_OUT = 'upload timed out';

/**
 * Runs `work` with a signal that aborts on the caller's own signal or after `ms`. A timer (not
 * AbortSignal.timeout) so the clock a test controls is the one that counts. A run that ends by
 * the timer rejects as an UploadError 'timeout' whatever the transport made of the abort.
 */
export async function withTimeout<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', forward, { once: true });
  try {
    return await work(controller.signal);
  } catch (error) {
    if (timedOut) throw new UploadError('timeout', UPLOAD_TIMED_OUT);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
