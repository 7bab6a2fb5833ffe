import { createFakeClock } from './testing/fakeClock';
import { never } from './testing/fakeSignInContext';
import { HostTimeoutError, withTimeout } from './withTimeout';

describe('waiting on a host with a time limit', () => {
  it('answers what the host answers in time and leaves no timer behind', async () => {
    const clock = createFakeClock();
    await expect(withTimeout(Promise.resolve('ok'), 100, clock)).resolves.toBe('ok');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('passes the host failure through', async () => {
    const clock = createFakeClock();
    await expect(withTimeout(Promise.reject(new Error('no')), 100, clock)).rejects.toThrow('no');
  });

  it('rejects with HostTimeoutError only once the injected clock reaches the limit', async () => {
    const clock = createFakeClock();
    const waiting = withTimeout(never(), 100, clock);
    let settled = false;
    waiting.catch(() => (settled = true));
    clock.advance(99);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(waiting).rejects.toBeInstanceOf(HostTimeoutError);
  });
});
