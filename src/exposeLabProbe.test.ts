import { exposeLabProbe, type LabProbe } from './exposeLabProbe';
import type { HttpClient } from './http';
import { createI18n } from './i18n';
import { descriptor } from './microfrontend/testing/registryEntry';
import { RootStore } from './store';

function setup() {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
  root.microApps.register([
    descriptor({ name: 'bills', type: 'APPLICATION', rootPath: '/bills' }),
    descriptor({ name: 'currency', type: 'UTIL' }),
  ]);
  exposeLabProbe(root);
  const probe = window.__expenseLab;
  if (!probe) throw new Error('the probe was not exposed');
  return { root, probe };
}

const statusOf = (probe: LabProbe, name: string) =>
  probe.microApps().find((app) => app.name === name)?.status;

describe('exposeLabProbe', () => {
  afterEach(() => {
    delete window.__expenseLab;
  });

  it('lists every micro-app with type, status, attempts and last error', () => {
    const { root, probe } = setup();
    root.microApps.setStatus('bills', 'LOADING_SOURCE_CODE');
    root.microApps.setStatus('bills', 'LOAD_ERROR');
    root.microApps.recordError('bills', new Error('404'));
    expect(probe.microApps()).toEqual([
      { name: 'bills', type: 'APPLICATION', status: 'LOAD_ERROR', attempts: 1, lastError: '404' },
      { name: 'currency', type: 'UTIL', status: 'NOT_LOADED', attempts: 0, lastError: null },
    ]);
  });

  it('reads the store live, not a copy taken when exposed', () => {
    const { root, probe } = setup();
    root.microApps.setStatus('bills', 'MOUNTED');
    expect(statusOf(probe, 'bills')).toBe('MOUNTED');
  });

  it('shows QUARANTINED for a quarantined app, with the reason as its last error', () => {
    const { root, probe } = setup();
    root.microApps.setStatus('bills', 'UNMOUNTING');
    root.microApps.quarantine('bills', 'did not unmount in time');
    expect(probe.microApps()[0]).toMatchObject({
      name: 'bills',
      status: 'QUARANTINED',
      lastError: 'did not unmount in time',
    });
    expect(statusOf(probe, 'currency')).toBe('NOT_LOADED');
  });

  it('lists the registered extensions', () => {
    const { root, probe } = setup();
    expect(probe.extensions()).toEqual([]);
    root.extensions.register({ name: 'currency', type: 'UTIL', exports: {} });
    expect(probe.extensions()).toEqual(['currency']);
  });

  it('reports the sign-in state without the token', () => {
    const { root, probe } = setup();
    expect(probe.session()).toEqual({
      status: 'idle',
      staffId: null,
      corporationId: null,
      host: null,
    });
    root.session.signedIn({
      staff: { id: 's1', name: 'Li', corporationId: 'c1' },
      accessToken: 'secret-token',
    });
    expect(probe.session()).toEqual({
      status: 'signed-in',
      staffId: 's1',
      corporationId: 'c1',
      host: null,
    });
    expect(JSON.stringify(probe.session())).not.toContain('secret-token');
  });

  it('reports no flag status before the flag client exists', () => {
    const { probe } = setup();
    expect(probe.flagStatus()).toBeNull();
  });

  it('is frozen so page scripts cannot replace its functions', () => {
    const { probe } = setup();
    expect(Object.isFrozen(probe)).toBe(true);
  });

  it('exposes on the target it is given', () => {
    const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
    const target = {} as Window;
    exposeLabProbe(root, target);
    expect(target.__expenseLab?.microApps()).toEqual([]);
    expect(window.__expenseLab).toBeUndefined();
  });
});
