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

  describe('when its module flag is switched', () => {
    it('is not found while the flag is off, and observers hear both changes', () => {
      const registry = new ExtensionRegistry();
      const flags = new Map([['module-upload', true]]);
      registry.setFlagGate((flag) => flags.get(flag) ?? true);
      registry.register({ name: 'upload', type: 'COMPONENT', exports: {}, flag: 'module-upload' });
      const seen: boolean[] = [];
      const stop = autorun(() => seen.push(registry.get('upload') !== undefined));
      flags.set('module-upload', false);
      registry.flagsChanged();
      flags.set('module-upload', true);
      registry.flagsChanged();
      stop();
      expect(seen).toEqual([true, false, true]);
      expect(registry.names).toEqual(['upload']);
    });
  });
});
