import { autorun } from 'mobx';
import { settle } from './testing/settle';
import { storeHarness } from './testing/storeHarness';

describe('FlagStore values and events', () => {
  it('serves the catalogue default for a flag the server does not know', async () => {
    const { store, clients } = storeHarness();
    void store.start();
    clients.latest().becomeReady({});
    await settle();
    expect(store.variation('upload-max-size-mb')).toBe(24);
    expect(store.variation('approval-bulk-agree')).toBe(false);
  });

  it('serves the catalogue default for a value of the wrong type, warning once', async () => {
    const { store, clients, log } = storeHarness();
    void store.start();
    clients.latest().becomeReady({ 'upload-max-size-mb': 'lots', 'bills-display-mode': 'GRID' });
    await settle();
    expect(store.variation('upload-max-size-mb')).toBe(24);
    expect(store.variation('upload-max-size-mb')).toBe(24);
    expect(store.variation('bills-display-mode')).toBe('LIST');
    expect(log.textsAt('warn')).toEqual([
      'Flag "upload-max-size-mb" is "lots", not a valid number: using the catalogue default.',
      'Flag "bills-display-mode" is "GRID", not a valid string: using the catalogue default.',
    ]);
  });

  it('reports changed keys only, and MobX readers react to the change', async () => {
    const { store, clients } = storeHarness();
    void store.start();
    clients.latest().becomeReady({ 'module-bills': 'true', 'module-print': 'true' });
    await settle();
    const changes: string[][] = [];
    const seen: boolean[] = [];
    const unsubscribe = store.onChange((keys) => changes.push(keys));
    const dispose = autorun(() => seen.push(store.variation('module-bills')));
    clients.latest().pushUpdate({ 'module-bills': 'false', 'module-print': 'true' });
    await settle();
    expect(changes).toEqual([['module-bills']]);
    expect(seen).toEqual([true, false]);
    unsubscribe();
    clients.latest().pushUpdate({ 'module-bills': 'true' });
    await settle();
    expect(changes).toHaveLength(1);
    dispose();
  });

  it('drops flags the server no longer serves once initialized', async () => {
    const { store, clients } = storeHarness();
    void store.start();
    clients.latest().becomeReady({ 'module-bills': 'false' });
    await settle();
    const changes: string[][] = [];
    store.onChange((keys) => changes.push(keys));
    clients.latest().flags = {};
    clients.latest().pushUpdate({});
    await settle();
    expect(changes).toEqual([['module-bills']]);
    expect(store.variation('module-bills')).toBe(true);
  });

  it('passes track() to the SDK', () => {
    const { store, clients } = storeHarness();
    void store.start();
    store.track('bill-submitted', 3);
    store.track('bill-opened');
    expect(clients.latest().tracked).toEqual([
      ['bill-submitted', 3],
      ['bill-opened', undefined],
    ]);
  });

  it('records evaluations through the SDK once per value, and only when initialized', async () => {
    const { store, clients } = storeHarness();
    void store.start();
    const client = clients.latest();
    client.flags = { 'module-bills': 'true' };
    store.variation('module-bills');
    expect(client.evaluated).toEqual([]);
    client.becomeReady();
    await settle();
    store.variation('module-bills');
    store.variation('module-bills');
    store.variation('module-upload'); // unknown to the server: nothing to report
    expect(client.evaluated).toEqual([['module-bills', true]]);
    client.pushUpdate({ 'module-bills': 'false' });
    await settle();
    store.variation('module-bills');
    expect(client.evaluated).toHaveLength(2);
  });
});
