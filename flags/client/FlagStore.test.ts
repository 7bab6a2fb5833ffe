import { settle } from './testing/settle';
import { STAFF, storeHarness } from './testing/storeHarness';

describe('FlagStore lifecycle', () => {
  it('builds one streaming client with the spec defaults and the staff member as the user', () => {
    const { store, clients } = storeHarness();
    void store.start();
    expect(clients.built).toHaveLength(1);
    const { options } = clients.latest();
    expect(options).toMatchObject({
      sdkKey: 'sdk-key',
      streamingUrl: 'ws://flags.test',
      pollingUrl: 'http://flags.test',
      eventsUrl: 'http://flags.test',
      mode: 'streaming',
      pollingInterval: 30000,
      startWaitTime: 5000,
    });
    expect(options.user).toEqual({
      keyId: 'staff-1',
      name: 'Li Lei',
      customizedProperties: [
        { name: 'corporationId', value: 'corp-a' },
        { name: 'parentTenantId', value: 'group-1' },
        { name: 'department', value: 'dept-9' },
        { name: 'locale', value: 'zh-CN' },
        { name: 'host', value: 'web' },
      ],
    });
  });

  it('passes polling mode and its interval through', () => {
    const { store, clients } = storeHarness({ mode: 'polling', pollingInterval: 45000 });
    void store.start();
    expect(clients.latest().options).toMatchObject({ mode: 'polling', pollingInterval: 45000 });
  });

  it('starts initializing and resolves start() once the client is ready', async () => {
    const { store, clients, time } = storeHarness();
    expect(store.status).toBe('initializing');
    const started = store.start();
    clients.latest().becomeReady({ 'module-bills': 'false', 'bills-display-mode': 'TABLE' });
    await started;
    await settle();
    expect(store.status).toBe('initialized');
    expect(store.variation('module-bills')).toBe(false);
    expect(store.variation('bills-display-mode')).toBe('TABLE');
    expect(time.pendingDelays()).toEqual([]);
  });

  it('marks the start failed after 5000 ms with the spec message, then recovers on data', async () => {
    const { store, clients, time, log } = storeHarness();
    let resolved = false;
    void store.start().then(() => (resolved = true));
    time.advance(4999);
    await settle();
    expect(resolved).toBe(false);
    time.advance(1);
    await settle();
    expect(resolved).toBe(true);
    expect(store.status).toBe('failed');
    const [message] = log.textsAt('warn');
    expect(message).toMatch(/failed to start within 5000 ms/);
    expect(message).toMatch(/connection.*SDK key/);
    clients.latest().becomeReady({ 'module-print': 'false' });
    await settle();
    expect(store.status).toBe('initialized');
    expect(store.variation('module-print')).toBe(false);
  });

  it('identifies a new user through the SDK and re-reads the flags', async () => {
    const { store, clients } = storeHarness();
    void store.start();
    const client = clients.latest();
    client.becomeReady({ 'module-bills': 'true' });
    await settle();
    client.flags = { 'module-bills': 'false' };
    await store.identify({ ...STAFF, corporationId: 'corp-b', parentTenantId: undefined });
    expect(client.identified[0].customizedProperties).toEqual([
      { name: 'corporationId', value: 'corp-b' },
      { name: 'department', value: 'dept-9' },
      { name: 'locale', value: 'zh-CN' },
      { name: 'host', value: 'web' },
    ]);
    expect(store.variation('module-bills')).toBe(false);
  });

  it('closes the client, settles start() and leaves no timer behind', async () => {
    const { store, clients, time } = storeHarness();
    const started = store.start();
    await store.close();
    await started;
    expect(clients.latest().closed).toBe(true);
    expect(time.pendingDelays()).toEqual([]);
  });
});
