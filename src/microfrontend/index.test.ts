import * as microfrontend from './index';
import { rawEntry } from './testing/registryEntry';

describe('the micro-frontend entry point', () => {
  it('exposes the registry, ordering, matching, loading, dock and store', () => {
    const functions = [
      microfrontend.validateRegistry,
      microfrontend.fetchRegistry,
      microfrontend.orderByDependencies,
      microfrontend.isActiveFor,
      microfrontend.pickActiveApp,
      microfrontend.createScriptLoader,
      microfrontend.createBrowserSchedule,
      microfrontend.loadScriptTag,
    ];
    expect(functions.every((value) => typeof value === 'function')).toBe(true);
    expect(new microfrontend.MicroFrontendDock().state).toBe('NOT_INIT');
    expect(new microfrontend.MicroAppStore().apps).toEqual([]);
  });

  it('names the numbers the spec fixes', () => {
    expect(microfrontend.REGISTRY_TRIES).toBe(2);
    expect(microfrontend.MAX_CONCURRENT_LOADS).toBe(6);
    expect(microfrontend.LOAD_RETRY_AFTER_MS).toBe(200);
    expect(microfrontend.DELAYED_LOAD_MS).toBe(3000);
    expect(microfrontend.DEFAULT_PRIORITY).toBe(2);
    expect(microfrontend.DEFAULT_ENTRY).toBe('default');
    expect(microfrontend.MICRO_APP_STATUSES).toHaveLength(12);
  });

  it('runs a registry through validation, ordering and matching end to end', async () => {
    const registry = [
      rawEntry({ name: 'print', uuid: 'p', rootPath: '/bills/print', dependencies: ['b'] }),
      rawEntry({ name: 'bills', uuid: 'b', priority: 1 }),
    ];
    const apps = microfrontend.orderByDependencies(
      await microfrontend.fetchRegistry({ url: '/registry', fetchJson: async () => registry }),
    );
    expect(apps.map((app) => app.name)).toEqual(['bills', 'print']);
    expect(microfrontend.pickActiveApp(apps, '/bills/print/1')?.name).toBe('print');
  });

  it('exports nothing by default', () => {
    expect('default' in microfrontend).toBe(false);
  });
});
