import type { LifeCycles } from 'single-spa';
import { guardLifecycles, LIFECYCLE_TIMEOUTS } from './guardLifecycles';
import { flushPromises } from './testing/fakeScripts';

type Props = Parameters<Exclude<LifeCycles<object>['unmount'], unknown[]>>[0];
const PROPS = { name: 'bills' } as unknown as Props;

function setup(unmount: () => Promise<unknown>) {
  const timers: Array<{ run: () => void; ms: number }> = [];
  const removeSlot = jest.fn();
  const onUnmountTimeout = jest.fn();
  const lifecycles: LifeCycles<object> = {
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount,
  };
  const guarded = guardLifecycles(lifecycles, {
    name: 'bills',
    removeSlot,
    onUnmountTimeout,
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  const guardedUnmount = guarded.unmount;
  if (typeof guardedUnmount !== 'function') throw new Error('expected one unmount function');
  const fireTimers = () => timers.splice(0).forEach(({ run }) => run());
  return { guarded, timers, removeSlot, onUnmountTimeout, fireTimers, unmount: guardedUnmount };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('guardLifecycles', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('when unmount resolves in time', () => {
    it('removes the slot once and resolves without quarantining', async () => {
      const { unmount, removeSlot, onUnmountTimeout, fireTimers } = setup(async () => undefined);
      await expect(unmount(PROPS)).resolves.toBeUndefined();
      fireTimers();
      expect(removeSlot).toHaveBeenCalledTimes(1);
      expect(onUnmountTimeout).not.toHaveBeenCalled();
    });

    it('starts the limit timer at 3000 ms', () => {
      const { unmount, timers } = setup(async () => undefined);
      void unmount(PROPS);
      expect(timers.map(({ ms }) => ms)).toEqual([3000]);
    });
  });

  describe('when unmount hangs', () => {
    it('detaches the slot and quarantines the app after 3000 ms', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const hung = deferred();
      const { unmount, removeSlot, onUnmountTimeout, fireTimers } = setup(() => hung.promise);
      let settled = false;
      const result = unmount(PROPS).then(() => {
        settled = true;
      });
      await flushPromises();
      expect(settled).toBe(false);
      expect(removeSlot).not.toHaveBeenCalled();

      fireTimers();
      await result;
      expect(removeSlot).toHaveBeenCalledTimes(1);
      expect(onUnmountTimeout).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("'bills' did not unmount"));
    });

    it('ignores a late resolve after the limit', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const hung = deferred();
      const { unmount, removeSlot, onUnmountTimeout, fireTimers } = setup(() => hung.promise);
      const result = unmount(PROPS);
      fireTimers();
      await result;
      hung.resolve();
      await flushPromises();
      expect(removeSlot).toHaveBeenCalledTimes(1);
      expect(onUnmountTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('when unmount rejects', () => {
    it('rejects with the same error and neither detaches nor quarantines', async () => {
      const failure = new Error('unmount failed');
      const { unmount, removeSlot, onUnmountTimeout, fireTimers } = setup(() =>
        Promise.reject(failure),
      );
      await expect(unmount(PROPS)).rejects.toBe(failure);
      fireTimers();
      expect(removeSlot).not.toHaveBeenCalled();
      expect(onUnmountTimeout).not.toHaveBeenCalled();
    });
  });

  describe('when the lifecycles have no unmount', () => {
    it('passes them through without an unmount key', () => {
      const bootstrap = async () => undefined;
      const mount = async () => undefined;
      const lifecycles = { bootstrap, mount } as unknown as LifeCycles<object>;
      const guarded = guardLifecycles(lifecycles, {
        name: 'bills',
        removeSlot: jest.fn(),
        onUnmountTimeout: jest.fn(),
      });
      expect('unmount' in guarded).toBe(false);
      expect(guarded.bootstrap).toBe(bootstrap);
      expect(guarded.mount).toBe(mount);
    });
  });

  describe('the timeouts single-spa reads', () => {
    it('are attached to the guarded lifecycles', () => {
      const { guarded } = setup(async () => undefined);
      expect(guarded.timeouts).toBe(LIFECYCLE_TIMEOUTS);
    });

    it('give bootstrap 4000 ms and the others 3000 ms, warn every second and never die', () => {
      const warnAndLive = { dieOnTimeout: false, warningMillis: 1000 };
      expect(LIFECYCLE_TIMEOUTS).toEqual({
        bootstrap: { millis: 4000, ...warnAndLive },
        mount: { millis: 3000, ...warnAndLive },
        unmount: { millis: 3000, ...warnAndLive },
        unload: { millis: 3000, ...warnAndLive },
        update: { millis: 3000, ...warnAndLive },
      });
    });
  });
});
