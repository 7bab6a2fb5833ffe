import { createScriptLoader } from './ScriptLoader';
import type { ScriptLoaderOptions } from './ScriptLoaderOptions';
import { fakeScripts, flushPromises, manualSchedule } from './testing/fakeScripts';

const URL_A = 'https://cdn.test/a.js';

function setup(options: Partial<ScriptLoaderOptions> = {}) {
  const scripts = fakeScripts();
  const timing = manualSchedule();
  let now = 1_000;
  const logError = jest.fn();
  const loader = createScriptLoader({
    loadScript: scripts.loadScript,
    schedule: timing.schedule,
    now: () => now,
    logError,
    ...options,
  });
  loader.start();
  const advance = (ms: number) => {
    now += ms;
  };
  return { loader, scripts, timing, advance, logError };
}

describe('createScriptLoader sharing and retries', () => {
  describe('when the same url is requested twice', () => {
    it('shares one load and one promise', async () => {
      const { loader, scripts } = setup();
      const first = loader.load({ bundleUrl: URL_A, priority: 1 });
      const second = loader.load({ bundleUrl: URL_A, priority: 2 });
      expect(second).toBe(first);
      scripts.succeed(URL_A);
      await expect(second).resolves.toBeUndefined();
      await expect(loader.load({ bundleUrl: URL_A, priority: 1 })).resolves.toBeUndefined();
      expect(scripts.loadScript).toHaveBeenCalledTimes(1);
    });

    it('moves a waiting load forward when asked for with a lower priority number', () => {
      const { loader, scripts } = setup();
      void loader.load({ bundleUrl: URL_A, priority: 3 });
      expect(scripts.started).toEqual([]);
      void loader.load({ bundleUrl: URL_A, priority: 1 });
      expect(scripts.started).toEqual([URL_A]);
    });
  });

  describe('when a load is urgent', () => {
    it('starts before start() and ahead of every waiting priority', () => {
      const scripts = fakeScripts();
      const loader = createScriptLoader({
        loadScript: scripts.loadScript,
        schedule: manualSchedule().schedule,
        maxConcurrent: 1,
      });
      void loader.load({ bundleUrl: 'https://cdn.test/app.js', priority: 3 }, { urgent: true });
      expect(scripts.started).toEqual(['https://cdn.test/app.js']);
    });

    it('promotes a load already waiting behind its priority gate', () => {
      const { loader, scripts } = setup();
      void loader.load({ bundleUrl: URL_A, priority: 3 });
      void loader.load({ bundleUrl: URL_A, priority: 3 }, { urgent: true });
      expect(scripts.started).toEqual([URL_A]);
    });
  });

  describe('when a load fails', () => {
    it('rejects with the error and logs it', async () => {
      const { loader, scripts, logError } = setup();
      const failure = new Error('404');
      const load = loader.load({ bundleUrl: URL_A, priority: 1 });
      scripts.fail(URL_A, failure);
      await expect(load).rejects.toBe(failure);
      expect(logError).toHaveBeenCalledWith(`Micro-app bundle ${URL_A} failed to load`, failure);
    });

    it('gives the same error without loading again within 200 ms', async () => {
      const { loader, scripts, advance } = setup();
      const failure = new Error('404');
      const load = loader.load({ bundleUrl: URL_A, priority: 1 });
      scripts.fail(URL_A, failure);
      await expect(load).rejects.toBe(failure);
      advance(199);
      await expect(loader.load({ bundleUrl: URL_A, priority: 1 })).rejects.toBe(failure);
      expect(scripts.loadScript).toHaveBeenCalledTimes(1);
    });

    it('loads again on the next request once 200 ms have passed', async () => {
      const { loader, scripts, advance } = setup();
      const first = loader.load({ bundleUrl: URL_A, priority: 1 });
      scripts.fail(URL_A, new Error('404'));
      await expect(first).rejects.toThrow('404');
      advance(200);
      expect(scripts.loadScript).toHaveBeenCalledTimes(1);
      const retry = loader.load({ bundleUrl: URL_A, priority: 1 });
      expect(scripts.loadScript).toHaveBeenCalledTimes(2);
      scripts.succeed(URL_A);
      await expect(retry).resolves.toBeUndefined();
    });

    it('treats a loader that throws instead of rejecting as a failed load', async () => {
      const error = new Error('blocked');
      const loader = createScriptLoader({
        loadScript: () => {
          throw error;
        },
        schedule: manualSchedule().schedule,
        logError: () => {},
      });
      await expect(loader.load({ bundleUrl: URL_A, priority: 1 }, { urgent: true })).rejects.toBe(
        error,
      );
      await flushPromises();
      expect(loader.snapshot()).toEqual({ loading: [], waiting: [] });
    });

    it('does not raise an unhandled rejection when the caller ignores the promise', async () => {
      // Jest aborts the whole run on an unhandled rejection, so finishing is the assertion.
      const { loader, scripts } = setup();
      void loader.load({ bundleUrl: URL_A, priority: 1 });
      scripts.fail(URL_A, new Error('404'));
      await flushPromises();
      await new Promise((resolve) => process.nextTick(resolve));
      expect(loader.snapshot().loading).toEqual([]);
    });
  });
});
