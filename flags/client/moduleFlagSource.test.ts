import { createModuleFlagSource } from './moduleFlagSource';
import { settle } from './testing/settle';
import { storeHarness } from './testing/storeHarness';

async function sourceWith(flags: Record<string, string>) {
  const harness = storeHarness();
  void harness.store.start();
  harness.clients.latest().becomeReady(flags);
  await settle();
  return { ...harness, source: createModuleFlagSource(harness.store) };
}

describe('createModuleFlagSource', () => {
  it('reads catalogued module flags, defaulting to the catalogue', async () => {
    const { source } = await sourceWith({ 'module-print': 'false' });
    expect(source.isEnabled('module-print')).toBe(false);
    expect(source.isEnabled('module-bills')).toBe(true);
  });

  it('follows the server for an uncatalogued module key, on by default', async () => {
    const { source } = await sourceWith({ 'module-travel': 'FALSE', 'module-expense-x': 'maybe' });
    expect(source.isEnabled('module-travel')).toBe(false);
    expect(source.isEnabled('module-expense-x')).toBe(true);
    expect(source.isEnabled('module-reports')).toBe(true);
  });

  it('is off for anything malformed or that cannot switch a module', async () => {
    const { source } = await sourceWith({ 'beta-thing': 'true' });
    expect(
      ['', 'module-', 'Module-Bills', 'module bills', 'beta-thing', 'bills-display-mode'].map(
        source.isEnabled,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('calls back on module flag changes only, until unsubscribed', async () => {
    const { source, clients } = await sourceWith({});
    const onChange = jest.fn();
    const unsubscribe = source.subscribe(onChange);
    clients.latest().pushUpdate({ 'upload-max-size-mb': '10' });
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    clients.latest().pushUpdate({ 'module-upload': 'false' });
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    clients.latest().pushUpdate({ 'module-upload': 'true' });
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
