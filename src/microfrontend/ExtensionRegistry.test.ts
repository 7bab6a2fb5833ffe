import { autorun } from 'mobx';
import { ExtensionRegistry } from './ExtensionRegistry';

describe('ExtensionRegistry', () => {
  describe('when an extension is registered', () => {
    it('finds it by name and lists its name', () => {
      const registry = new ExtensionRegistry();
      registry.register({ name: 'currency', type: 'UTIL', exports: { format: 'x' } });
      expect(registry.get('currency')).toEqual({
        name: 'currency',
        type: 'UTIL',
        exports: { format: 'x' },
      });
      expect(registry.names).toEqual(['currency']);
    });

    it('keeps a copy of the exports, so later changes to the original do not leak in', () => {
      const registry = new ExtensionRegistry();
      const exports: Record<string, unknown> = { format: 'x' };
      registry.register({ name: 'currency', type: 'UTIL', exports });
      exports.format = 'changed';
      expect(registry.get('currency')?.exports).toEqual({ format: 'x' });
    });

    it('replaces an extension registered again under the same name', () => {
      const registry = new ExtensionRegistry();
      registry.register({ name: 'picker', type: 'COMPONENT', exports: { v: 1 } });
      registry.register({ name: 'picker', type: 'PLUGIN', exports: { v: 2 } });
      expect(registry.names).toEqual(['picker']);
      expect(registry.get('picker')).toMatchObject({ type: 'PLUGIN', exports: { v: 2 } });
    });
  });

  it('answers undefined for an unknown name', () => {
    expect(new ExtensionRegistry().get('nothing')).toBeUndefined();
  });

  it('re-runs observers of names and get when an extension arrives', () => {
    const registry = new ExtensionRegistry();
    const seen: Array<[string[], boolean]> = [];
    const stop = autorun(() => seen.push([registry.names, registry.get('currency') !== undefined]));
    registry.register({ name: 'currency', type: 'UTIL', exports: {} });
    stop();
    expect(seen).toEqual([
      [[], false],
      [['currency'], true],
    ]);
  });
});
