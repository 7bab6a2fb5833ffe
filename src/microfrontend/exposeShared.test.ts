import surface from './sharedSurface.json';
import { exposeShared, mobxSurface, routerSurface } from './exposeShared';
import { SHARED_MODULE_NAMES } from './sharedModuleNames';

describe('the shared runtime the shell exposes to module bundles', () => {
  it('offers exactly the router and MobX names the lint rule allows modules to import', () => {
    expect(Object.keys(routerSurface).sort()).toEqual([...surface['react-router-dom']].sort());
    expect(Object.keys(mobxSurface).sort()).toEqual([...surface.mobx].sort());
  });

  it('provides every shared module name the build marks as external', () => {
    const shared = exposeShared();
    for (const name of SHARED_MODULE_NAMES) expect(shared[name]).toBeDefined();
  });

  it('is frozen and installed once, so a module cannot swap React for its own', () => {
    const shared = exposeShared();
    expect(exposeShared()).toBe(shared);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => {
      (window as unknown as Record<string, unknown>).__expenseShared = {};
    }).toThrow();
  });
});
