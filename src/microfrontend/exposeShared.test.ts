import { exposeShared, mobxSurface, routerSurface } from './exposeShared';
import { SHARED_MODULE_NAMES, SHARED_SURFACES } from './sharedModuleNames';

describe('the shared runtime the shell exposes to module bundles', () => {
  it('offers exactly the router and MobX names the lint rule allows modules to import', () => {
    expect(Object.keys(routerSurface).sort()).toEqual(
      [...SHARED_SURFACES['react-router-dom']].sort(),
    );
    expect(Object.keys(mobxSurface).sort()).toEqual([...SHARED_SURFACES.mobx].sort());
  });

  it('provides exactly the names on the one list, which the build marks as external', () => {
    const shared = exposeShared();
    expect(Object.keys(shared).sort()).toEqual([...SHARED_MODULE_NAMES].sort());
    for (const name of SHARED_MODULE_NAMES) expect(shared[name]).toBeDefined();
  });

  it('shares the flag hooks and contexts, so a module reads the shell FlagStore', () => {
    const shared = exposeShared() as Record<string, Record<string, unknown>>;
    expect(shared['@flags/client']).toHaveProperty('useFlag');
    expect(shared['@flags/client']).toHaveProperty('FlagStoreContext');
    expect(shared['@flags/client']).not.toHaveProperty('FlagStore');
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
