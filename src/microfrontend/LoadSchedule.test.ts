import { createBrowserSchedule, IDLE_TIMEOUT_MS, type ScheduleWindow } from './LoadSchedule';

function fakeWindow(withIdle: boolean) {
  const setTimeout = jest.fn((run: () => void) => {
    run();
    return 1;
  });
  const requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
    run({ didTimeout: false, timeRemaining: () => 10 });
    return 1;
  });
  const win = { setTimeout, ...(withIdle ? { requestIdleCallback } : {}) };
  return { win: win as unknown as ScheduleWindow, setTimeout, requestIdleCallback };
}

describe('createBrowserSchedule', () => {
  describe('when the browser has requestIdleCallback', () => {
    it('runs idle work through it with a timeout so a busy page cannot starve it', () => {
      const { win, requestIdleCallback } = fakeWindow(true);
      const run = jest.fn();
      createBrowserSchedule(win).idle(run);
      expect(run).toHaveBeenCalledTimes(1);
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
        timeout: IDLE_TIMEOUT_MS,
      });
    });
  });

  describe('when the browser lacks requestIdleCallback', () => {
    it('falls back to a zero-delay timer', () => {
      const { win, setTimeout } = fakeWindow(false);
      const run = jest.fn();
      createBrowserSchedule(win).idle(run);
      expect(setTimeout).toHaveBeenCalledWith(run, 0);
      expect(run).toHaveBeenCalledTimes(1);
    });
  });

  describe('when work is delayed', () => {
    it('uses a timer of the given length', () => {
      const { win, setTimeout } = fakeWindow(true);
      const run = jest.fn();
      createBrowserSchedule(win).delay(run, 3000);
      expect(setTimeout).toHaveBeenCalledWith(run, 3000);
    });
  });
});
