import { UploadError } from './UploadError';
import { withTimeout } from './withTimeout';

/** Work that only ends when its signal aborts, the way a stalled request does. */
const stalled = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
  });

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects a stalled upload as a timeout once the time is up', async () => {
    const run = withTimeout(120_000, undefined, stalled);
    const outcome = expect(run).rejects.toEqual(new UploadError('timeout', 'upload timed out'));
    jest.advanceTimersByTime(119_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await outcome;
  });

  it('leaves a cancellation by the caller as the transport reported it', async () => {
    const caller = new AbortController();
    const run = withTimeout(120_000, caller.signal, stalled);
    caller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('returns the result of work that finishes in time and clears its timer', async () => {
    await expect(withTimeout(1000, undefined, async () => 'stored')).resolves.toBe('stored');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts aborted when the caller already cancelled', async () => {
    const caller = new AbortController();
    caller.abort();
    await expect(withTimeout(1000, caller.signal, stalled)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
