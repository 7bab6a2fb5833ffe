import { descriptor } from './testing/registryEntry';
import { storeWithTwoApps } from './testing/storeWithTwoApps';

const setup = storeWithTwoApps;

describe('MicroAppStore', () => {
  describe('when apps are registered', () => {
    it('lists them in order as NOT_LOADED with nothing recorded', () => {
      const { store } = setup();
      expect(store.apps.map((app) => [app.descriptor.name, app.status, app.attempts])).toEqual([
        ['bills', 'NOT_LOADED', 0],
        ['approval', 'NOT_LOADED', 0],
      ]);
    });

    it('keeps the status of an app registered again and takes its new descriptor', () => {
      const { store } = setup();
      store.setStatus('bills', 'MOUNTED');
      store.register([descriptor({ name: 'bills', version: '2.0.0' })]);
      expect(store.apps).toHaveLength(2);
      expect(store.get('bills')).toMatchObject({
        status: 'MOUNTED',
        descriptor: { version: '2.0.0' },
      });
    });
  });

  describe('when an app loads and mounts', () => {
    it('records load start, load end, duration, mount time and one attempt', () => {
      const { store, walk } = setup();
      walk('bills', ['LOADING_SOURCE_CODE']);
      walk('bills', ['NOT_BOOTSTRAPPED'], 250);
      walk('bills', ['BOOTSTRAPPING', 'NOT_MOUNTED', 'MOUNTING', 'MOUNTED']);
      expect(store.get('bills')).toMatchObject({
        status: 'MOUNTED',
        loadStartedAt: 10_100,
        loadedAt: 10_350,
        loadDurationMs: 250,
        mountedAt: 10_750,
        attempts: 1,
      });
      expect(store.mounted.map((app) => app.descriptor.name)).toEqual(['bills']);
    });

    it('clears the mount time once unmounted, keeping it through UPDATING and UNMOUNTING', () => {
      const { store, walk } = setup();
      walk('bills', [
        'LOADING_SOURCE_CODE',
        'NOT_BOOTSTRAPPED',
        'NOT_MOUNTED',
        'MOUNTED',
        'UPDATING',
      ]);
      expect(store.get('bills')?.mountedAt).toBe(10_400);
      walk('bills', ['UNMOUNTING']);
      expect(store.get('bills')?.mountedAt).toBe(10_400);
      walk('bills', ['NOT_MOUNTED']);
      expect(store.get('bills')?.mountedAt).toBeNull();
      expect(store.mounted).toEqual([]);
    });
  });

  describe('when a load fails and is retried', () => {
    it('counts both attempts and times the successful one', () => {
      const { store, walk } = setup();
      walk('bills', ['LOADING_SOURCE_CODE', 'LOAD_ERROR']);
      expect(store.loadFailed.map((app) => app.descriptor.name)).toEqual(['bills']);
      walk('bills', ['LOADING_SOURCE_CODE'], 300);
      walk('bills', ['NOT_BOOTSTRAPPED'], 50);
      expect(store.get('bills')).toMatchObject({ attempts: 2, loadDurationMs: 50 });
      expect(store.loadFailed).toEqual([]);
    });
  });

  describe('when a snapshot skips the loading status', () => {
    it('still counts the attempt and the load time but no duration', () => {
      const { store, walk } = setup();
      walk('bills', ['MOUNTED']);
      expect(store.get('bills')).toMatchObject({
        attempts: 1,
        loadStartedAt: null,
        loadedAt: 10_100,
        loadDurationMs: null,
        mountedAt: 10_100,
      });
      walk('approval', ['LOAD_ERROR']);
      expect(store.get('approval')?.attempts).toBe(1);
    });
  });
});
