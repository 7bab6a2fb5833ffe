import { createTestEnv, verbsOf } from '../core/testing/hostTestKit';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import type { HostHttp } from '../HostBridge';
import { HOST_BRIDGE_READY_EVENT } from './hostBridgeReadyEvent';
import { webAdapter } from './webAdapter';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('the plain web adapter', () => {
  it('is the web variant of the web host', () => {
    expect(webAdapter).toMatchObject({ id: 'web', variant: 'web' });
  });

  it('signs in with the address code through the identity provider', async () => {
    const context = createFakeSignInContext({ params: { code: 'idp-code-1' } });
    await expect(webAdapter.signIn(context)).resolves.toMatchObject({ kind: 'signed-in' });
    expect(context.identityCodes).toEqual(['idp-code-1']);
  });

  it('toasts through an alert', async () => {
    const env = createTestEnv();
    await verbsOf(webAdapter, env).toast?.('Saved');
    expect(env.alerts).toEqual(['Saved']);
  });

  it('keeps host storage in local storage', async () => {
    const verbs = verbsOf(webAdapter);
    await verbs.storageSet?.('draft', '{"a":1}');
    expect(window.localStorage.getItem('draft')).toBe('{"a":1}');
    await expect(verbs.storageGet?.('draft')).resolves.toBe('{"a":1}');
    await verbs.storageRemove?.('draft');
    await expect(verbs.storageGet?.('draft')).resolves.toBeNull();
    await verbs.storageSet?.('a', '1');
    await verbs.storageClear?.();
    expect(window.localStorage.length).toBe(0);
  });

  describe('when local storage throws', () => {
    it('answers null and drops writes with a warning instead of failing', async () => {
      const env = createTestEnv();
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
      const verbs = verbsOf(webAdapter, env);
      await expect(verbs.storageSet?.('k', 'v')).resolves.toBeUndefined();
      await expect(verbs.storageGet?.('k')).resolves.toBeNull();
      expect(env.log.lines.map((line) => line.message)).toEqual([
        'Host storage set failed; local storage is unavailable',
        'Host storage get failed; local storage is unavailable',
      ]);
    });
  });

  it('proxies requests through the injected HTTP seam', async () => {
    const get = jest.fn(async () => ({ value: 1 }));
    const http: HostHttp = { get: get as HostHttp['get'], post: jest.fn() };
    const verbs = verbsOf(webAdapter, createTestEnv({ http }));
    await expect(verbs.proxyRequest?.({ url: '/v1/x', data: { page: 2 } })).resolves.toEqual({
      value: 1,
    });
    expect(get).toHaveBeenCalledWith('/v1/x', { params: { page: '2' } });
  });

  it('sets the page title as its navigation bar', async () => {
    await verbsOf(webAdapter).setNavigationBar?.({ title: 'Bills' });
    expect(document.title).toBe('Bills');
  });

  describe('when the bridge is set up', () => {
    it('announces itself once with a hostbridgeready event on window', async () => {
      const seen: unknown[] = [];
      const listener = (event: Event) => seen.push((event as CustomEvent).detail);
      window.addEventListener(HOST_BRIDGE_READY_EVENT, listener);
      const verbs = verbsOf(webAdapter);
      await verbs.ready?.();
      await verbs.ready?.();
      window.removeEventListener(HOST_BRIDGE_READY_EVENT, listener);
      expect(seen).toEqual([{ host: 'web' }]);
    });
  });

  describe('person info', () => {
    afterEach(() => jest.useRealTimers());

    it('waits for the app’s session to have the person, polling every 100 ms', async () => {
      jest.useFakeTimers();
      let person: unknown = null;
      const env = createTestEnv({ sessionPerson: () => person });
      const info = verbsOf(webAdapter, env).getPersonInfo?.();
      await jest.advanceTimersByTimeAsync(300);
      person = { id: 'u1', name: 'Li Lei', networkId: 'n1' };
      await jest.advanceTimersByTimeAsync(100);
      await expect(info).resolves.toEqual({ id: 'u1', name: 'Li Lei', networkId: 'n1' });
    });

    it('reads the person from the page’s session data, ids as text', async () => {
      const env = createTestEnv({ sessionPerson: () => ({ id: 7 }) });
      await expect(verbsOf(webAdapter, env).getPersonInfo?.()).resolves.toEqual({ id: '7' });
    });
  });
});
