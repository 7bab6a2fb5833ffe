import { ExtensionRegistry } from './ExtensionRegistry';

describe('ExtensionRegistry keeps exports exactly as a bundle exported them', () => {
  class Widget {
    readonly kind = 'widget';
  }
  const format = (value: number) => value.toFixed(2);
  const nested = { depth: 1 };

  function registered() {
    const registry = new ExtensionRegistry();
    registry.register({ name: 'c', type: 'UTIL', exports: { format, Widget, nested } });
    const extension = registry.get('c');
    if (!extension) throw new Error('expected the extension');
    return extension.exports as {
      format: typeof format;
      Widget: typeof Widget;
      nested: typeof nested;
    };
  }

  it('keeps function and class identities, so a class can still be constructed', () => {
    const exports = registered();
    expect(exports.format).toBe(format);
    expect(exports.Widget).toBe(Widget);
    expect(new exports.Widget().kind).toBe('widget');
    expect(exports.nested).toBe(nested);
  });

  it('freezes the export object, so one app cannot change what another app uses', () => {
    const exports = registered();
    expect(Object.isFrozen(exports)).toBe(true);
    expect(() => {
      (exports as Record<string, unknown>).format = 'hacked';
    }).toThrow(TypeError);
  });
});
