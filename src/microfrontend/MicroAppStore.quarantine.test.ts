import { autorun } from 'mobx';
import { MicroAppStore } from './MicroAppStore';
import { descriptor } from './testing/registryEntry';

function setup() {
  const store = new MicroAppStore(() => 5_000);
  store.register([descriptor({ name: 'bills', type: 'APPLICATION', rootPath: '/bills' })]);
  return store;
}

/** Runs `read` in an autorun and returns every value it saw, first run included. */
function observe<T>(read: () => T) {
  const seen: T[] = [];
  const stop = autorun(() => {
    seen.push(read());
  });
  return { seen, stop };
}

describe('MicroAppStore', () => {
  describe('when an app is quarantined', () => {
    it('reports it quarantined and records the reason with the time', () => {
      const store = setup();
      expect(store.isQuarantined('bills')).toBe(false);
      store.quarantine('bills', 'did not unmount in time');
      expect(store.isQuarantined('bills')).toBe(true);
      expect(store.get('bills')).toMatchObject({
        lastError: 'did not unmount in time',
        lastErrorAt: 5_000,
      });
    });

    it('keeps the status single-spa reported', () => {
      const store = setup();
      store.setStatus('bills', 'UNMOUNTING');
      store.quarantine('bills', 'hung');
      expect(store.get('bills')?.status).toBe('UNMOUNTING');
    });

    it('leaves other apps alone', () => {
      const store = setup();
      store.quarantine('bills', 'hung');
      expect(store.isQuarantined('approval')).toBe(false);
    });

    it('re-runs observers that read isQuarantined', () => {
      const store = setup();
      const { seen, stop } = observe(() => store.isQuarantined('bills'));
      store.quarantine('bills', 'hung');
      stop();
      expect(seen).toEqual([false, true]);
    });

    it('re-runs observers that read the record through get', () => {
      const store = setup();
      const { seen, stop } = observe(() => store.get('bills')?.lastError);
      store.quarantine('bills', 'hung');
      stop();
      expect(seen).toEqual([null, 'hung']);
    });
  });

  describe('get', () => {
    it('re-runs observers when a looked-up app is registered later', () => {
      const store = new MicroAppStore();
      const { seen, stop } = observe(() => store.get('late')?.status);
      store.register([descriptor({ name: 'late' })]);
      stop();
      expect(seen).toEqual([undefined, 'NOT_LOADED']);
    });
  });

  describe('setRegistryError', () => {
    it('stores the message, clears it with null and re-runs observers', () => {
      const store = new MicroAppStore();
      const { seen, stop } = observe(() => store.registryError);
      store.setRegistryError('Registry is unavailable');
      store.setRegistryError(null);
      stop();
      expect(seen).toEqual([null, 'Registry is unavailable', null]);
    });
  });

  describe('setPath', () => {
    it('starts at the page path', () => {
      window.history.pushState({}, '', '/bills/42');
      try {
        expect(new MicroAppStore().path).toBe('/bills/42');
      } finally {
        window.history.pushState({}, '', '/');
      }
    });

    it('stores the path and re-runs observers', () => {
      const store = new MicroAppStore();
      const { seen, stop } = observe(() => store.path);
      store.setPath('/approval');
      stop();
      expect(seen).toEqual(['/', '/approval']);
    });
  });
});
