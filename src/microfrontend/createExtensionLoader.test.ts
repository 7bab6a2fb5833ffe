import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore } from '../store';
import { createExtensionLoader, isExtension } from './createExtensionLoader';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { MODULES_GLOBAL } from './sharedModuleNames';
import { flushPromises } from './testing/fakeScripts';
import { fakeScriptLoader } from './testing/fakeScriptLoader';
import { descriptor } from './testing/registryEntry';

const currency = descriptor({ name: 'currency', type: 'UTIL' });
const picker = descriptor({ name: 'picker', type: 'COMPONENT', dependencies: ['uuid-currency'] });
const host = descriptor({ name: 'host', type: 'APPLICATION', rootPath: '/host' });
const plugin = descriptor({ name: 'plugin', type: 'PLUGIN', dependencies: ['uuid-host'] });

function setup(apps: MicroAppDescriptor[] = [currency, picker, host, plugin]) {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
  root.microApps.register(apps);
  const scripts = fakeScriptLoader();
  const byUuid = new Map(apps.map((app) => [app.uuid, app]));
  const load = createExtensionLoader(root, scripts.loader, byUuid);
  return { root, scripts, load };
}

describe('createExtensionLoader', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    delete window[MODULES_GLOBAL];
    jest.restoreAllMocks();
  });

  describe('when an extension loads', () => {
    it('shows LOADING_SOURCE_CODE, then registers the exports and ends NOT_MOUNTED', async () => {
      const { root, scripts, load } = setup();
      const done = load(currency);
      expect(root.microApps.get('currency')?.status).toBe('LOADING_SOURCE_CODE');
      await flushPromises();
      scripts.succeed(currency.bundleUrl, 'currency', { symbol: '¥' });
      await expect(done).resolves.toBeUndefined();
      expect(root.microApps.get('currency')).toMatchObject({ status: 'NOT_MOUNTED', attempts: 1 });
      expect(root.extensions.get('currency')).toEqual({
        name: 'currency',
        type: 'UTIL',
        exports: { symbol: '¥' },
        flag: 'module-currency',
      });
    });

    it('shares one load between calls made while it runs', async () => {
      const { scripts, load } = setup();
      const first = load(currency);
      const second = load(currency);
      await flushPromises();
      expect(scripts.load).toHaveBeenCalledTimes(1);
      scripts.succeed(currency.bundleUrl, 'currency', {});
      await Promise.all([first, second]);
    });
  });

  describe('when an extension has dependencies', () => {
    it('loads the extension dependencies first', async () => {
      const { root, scripts, load } = setup();
      const done = load(picker);
      await flushPromises();
      expect(scripts.requested).toEqual([currency.bundleUrl]);
      scripts.succeed(currency.bundleUrl, 'currency', {});
      await flushPromises();
      expect(scripts.requested).toEqual([currency.bundleUrl, picker.bundleUrl]);
      scripts.succeed(picker.bundleUrl, 'picker', { Picker: 'component' });
      await done;
      expect(root.extensions.names).toEqual(['currency', 'picker']);
    });

    it('does not load an APPLICATION it depends on', async () => {
      const { scripts, load } = setup();
      const done = load(plugin);
      await flushPromises();
      expect(scripts.requested).toEqual([plugin.bundleUrl]);
      scripts.succeed(plugin.bundleUrl, 'plugin', {});
      await done;
    });

    it('fails without requesting its own bundle when a dependency fails', async () => {
      const { root, scripts, load } = setup();
      const done = load(picker);
      await flushPromises();
      scripts.fail(currency.bundleUrl, new Error('currency 500'));
      await expect(done).rejects.toThrow('currency 500');
      expect(scripts.requested).toEqual([currency.bundleUrl]);
      expect(root.microApps.get('picker')).toMatchObject({
        status: 'LOAD_ERROR',
        lastError: 'currency 500',
      });
    });
  });

  describe('when the bundle fails to load', () => {
    it('sets LOAD_ERROR, records the error and lets the next call retry', async () => {
      const { root, scripts, load } = setup();
      const first = load(currency);
      await flushPromises();
      scripts.fail(currency.bundleUrl, new Error('network down'));
      await expect(first).rejects.toThrow('network down');
      expect(root.microApps.get('currency')).toMatchObject({
        status: 'LOAD_ERROR',
        lastError: 'network down',
      });
      expect(root.extensions.get('currency')).toBeUndefined();

      const second = load(currency);
      await flushPromises();
      expect(scripts.load).toHaveBeenCalledTimes(2);
      scripts.succeed(currency.bundleUrl, 'currency', {});
      await second;
      expect(root.microApps.get('currency')).toMatchObject({ status: 'NOT_MOUNTED', attempts: 2 });
    });

    it('reports a bundle that registered nothing as a load error', async () => {
      const { root, scripts, load } = setup();
      const done = load(currency);
      await flushPromises();
      scripts.succeedEmpty(currency.bundleUrl);
      await expect(done).rejects.toThrow('registered nothing for "currency"');
      expect(root.microApps.get('currency')?.status).toBe('LOAD_ERROR');
    });
  });

  it('refuses an APPLICATION as an extension', async () => {
    const { root, scripts, load } = setup();
    const done = load(host);
    await flushPromises();
    scripts.succeed(host.bundleUrl, 'host', { default: { mount: jest.fn() } });
    await expect(done).rejects.toThrow('"host" is not an extension');
    expect(root.microApps.get('host')?.status).toBe('LOAD_ERROR');
  });
});

describe('isExtension', () => {
  it.each([
    ['COMPONENT', true],
    ['UTIL', true],
    ['PLUGIN', true],
    ['APPLICATION', false],
    ['IFRAME', false],
  ] as const)('says %s is an extension: %s', (type, expected) => {
    expect(isExtension(descriptor({ type }))).toBe(expected);
  });
});
