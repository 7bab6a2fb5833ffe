import { createScriptLoader } from './ScriptLoader';
import type { ScriptLoaderOptions } from './ScriptLoaderOptions';
import { fakeScripts, flushPromises, manualSchedule } from './testing/fakeScripts';

const url = (name: string) => `https://cdn.test/${name}.js`;
const nameOf = (bundleUrl: string) => bundleUrl.slice('https://cdn.test/'.length, -'.js'.length);
const request = (name: string, priority: 1 | 2 | 3 = 1) => ({ bundleUrl: url(name), priority });

function setup(options: Partial<ScriptLoaderOptions> = {}) {
  const scripts = fakeScripts();
  const timing = manualSchedule();
  const loader = createScriptLoader({
    loadScript: scripts.loadScript,
    schedule: timing.schedule,
    logError: () => {},
    ...options,
  });
  return { loader, scripts, timing };
}

describe('createScriptLoader', () => {
  describe('before start', () => {
    it('loads nothing that is not urgent', async () => {
      const { loader, scripts } = setup();
      void loader.load(request('a', 1));
      await flushPromises();
      expect(scripts.started).toEqual([]);
      expect(loader.snapshot()).toEqual({ loading: [], waiting: [url('a')] });
    });
  });

  describe('when started', () => {
    it('starts priority 1 at once, priority 2 when idle and priority 3 after 3000 ms', () => {
      const { loader, scripts, timing } = setup();
      void loader.load(request('late', 3));
      void loader.load(request('idle', 2));
      void loader.load(request('pre', 1));
      loader.start();
      expect(scripts.started).toEqual([url('pre')]);
      expect(timing.delayed.map(({ ms }) => ms)).toEqual([3000]);
      timing.fireIdle();
      expect(scripts.started).toEqual([url('pre'), url('idle')]);
      timing.fireDelayed();
      expect(scripts.started).toEqual([url('pre'), url('idle'), url('late')]);
    });

    it('starts a later request at once when its priority is already open', () => {
      const { loader, scripts, timing } = setup();
      loader.start();
      timing.fireIdle();
      void loader.load(request('idle', 2));
      void loader.load(request('late', 3));
      expect(scripts.started).toEqual([url('idle')]);
    });

    it('schedules only once when started twice', () => {
      const { loader, timing } = setup();
      loader.start();
      loader.start();
      expect(timing.delayed).toHaveLength(1);
    });

    it('uses the configured delay for priority 3', () => {
      const { loader, timing } = setup({ delayMs: 10_000 });
      loader.start();
      expect(timing.delayed[0]?.ms).toBe(10_000);
    });
  });

  describe('when more than six loads are ready', () => {
    it('runs at most six at once and starts the next as one finishes', async () => {
      const { loader, scripts } = setup();
      const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
      names.forEach((name) => void loader.load(request(name)));
      loader.start();
      expect(scripts.started).toEqual(names.slice(0, 6).map(url));
      expect(loader.snapshot().waiting).toEqual([url('g'), url('h')]);
      scripts.succeed(url('c'));
      await flushPromises();
      expect(scripts.started).toHaveLength(7);
      expect(scripts.pending.size).toBe(6);
      scripts.fail(url('a'), new Error('404'));
      await flushPromises();
      expect(scripts.started).toEqual(names.map(url));
    });

    it('honours a smaller limit and falls back to six for nonsense', () => {
      const small = setup({ maxConcurrent: 2 });
      ['a', 'b', 'c'].forEach((name) => void small.loader.load(request(name)));
      small.loader.start();
      expect(small.scripts.started).toHaveLength(2);
      const broken = setup({ maxConcurrent: 0 });
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].forEach((name) => void broken.loader.load(request(name)));
      broken.loader.start();
      expect(broken.scripts.started).toHaveLength(6);
    });
  });

  describe('when loads of several priorities wait for a free slot', () => {
    it('takes the lower priority number first, then the earlier request', async () => {
      const { loader, scripts, timing } = setup({ maxConcurrent: 1 });
      void loader.load(request('blocker', 1));
      void loader.load(request('late-1', 3));
      void loader.load(request('idle-1', 2));
      void loader.load(request('idle-2', 2));
      loader.start();
      timing.fireIdle();
      timing.fireDelayed();
      void loader.load(request('pre-late', 1));
      expect(loader.snapshot().waiting.map(nameOf)).toEqual([
        'pre-late',
        'idle-1',
        'idle-2',
        'late-1',
      ]);
      for (const name of ['blocker', 'pre-late', 'idle-1', 'idle-2']) {
        scripts.succeed(url(name));
        await flushPromises();
      }
      expect(scripts.started.map(nameOf)).toEqual([
        'blocker',
        'pre-late',
        'idle-1',
        'idle-2',
        'late-1',
      ]);
    });
  });
});
