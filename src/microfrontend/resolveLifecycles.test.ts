import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { resolveEntry } from './resolveLifecycles';
import { MODULES_GLOBAL } from './sharedModuleNames';
import { descriptor } from './testing/registryEntry';

function windowWith(modules?: Record<string, Record<string, unknown> | undefined>): Window {
  return { [MODULES_GLOBAL]: modules } as unknown as Window;
}

const application = (overrides: Partial<MicroAppDescriptor> = {}) =>
  descriptor({ name: 'bills', type: 'APPLICATION', rootPath: '/bills', ...overrides });

describe('resolveEntry', () => {
  describe('when the bundle registered nothing', () => {
    it('throws an error naming the bundleUrl when there is no module table at all', () => {
      expect(() => resolveEntry(application(), windowWith())).toThrow(
        'Bundle https://cdn.test/bills.js loaded but registered nothing for "bills"',
      );
    });

    it('throws the same error when only other apps registered', () => {
      const target = windowWith({ approval: { default: {} } });
      expect(() => resolveEntry(application(), target)).toThrow('https://cdn.test/bills.js');
    });
  });

  describe('for an APPLICATION', () => {
    it('returns the module definition found at the entry', () => {
      const definition = { id: 'bills', routes: [], registry: {} };
      const result = resolveEntry(application(), windowWith({ bills: { default: definition } }));
      expect(result).toEqual({ kind: 'module', definition });
    });

    it('returns single-spa lifecycles found at the entry', () => {
      const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
      const result = resolveEntry(application(), windowWith({ bills: { default: lifecycles } }));
      expect(result).toEqual({ kind: 'lifecycles', lifecycles });
    });

    it('accepts an object with only unmount as lifecycles, for single-spa to validate later', () => {
      const lifecycles = { unmount: jest.fn() };
      const result = resolveEntry(application(), windowWith({ bills: { default: lifecycles } }));
      expect(result).toEqual({ kind: 'lifecycles', lifecycles });
    });

    it('reads a custom entry name', () => {
      const lifecycles = { mount: jest.fn() };
      const target = windowWith({ bills: { default: {}, app: lifecycles } });
      expect(resolveEntry(application({ entry: 'app' }), target)).toEqual({
        kind: 'lifecycles',
        lifecycles,
      });
    });

    it.each([
      ['a string', 'not lifecycles'],
      ['null', null],
      ['an array', [jest.fn()]],
      ['a plain object without lifecycles', { render: jest.fn() }],
      ['missing', undefined],
    ])('throws an error naming the entry when the entry is %s', (_label, entry) => {
      const target = windowWith({ bills: { main: entry } });
      expect(() => resolveEntry(application({ entry: 'main' }), target)).toThrow(
        'Bundle for "bills" has no module definition or lifecycles at entry "main"',
      );
    });
  });

  describe('for an extension', () => {
    it.each(['UTIL', 'COMPONENT', 'PLUGIN'] as const)(
      'returns the whole exports of a %s bundle',
      (type) => {
        const exports = { default: { greeting: 'hello' }, other: 1 };
        const result = resolveEntry(
          descriptor({ name: 'tools', type }),
          windowWith({ tools: exports }),
        );
        expect(result).toEqual({ kind: 'exports', exports });
      },
    );
  });

  it('reads the real window by default', () => {
    const lifecycles = { mount: jest.fn() };
    window[MODULES_GLOBAL] = { bills: { default: lifecycles } };
    try {
      expect(resolveEntry(application())).toEqual({ kind: 'lifecycles', lifecycles });
    } finally {
      delete window[MODULES_GLOBAL];
    }
  });
});
