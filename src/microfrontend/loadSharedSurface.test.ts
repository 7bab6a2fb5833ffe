import { SHARED_GLOBAL } from './sharedModuleNames';

describe('loadSharedSurface', () => {
  it('puts the shared libraries on the window once, however many bundles ask', async () => {
    const { loadSharedSurface } = await import('./loadSharedSurface');
    expect(window[SHARED_GLOBAL]).toBeUndefined();
    await Promise.all([loadSharedSurface(), loadSharedSurface()]);
    const shared = window[SHARED_GLOBAL];
    expect(shared?.react).toBeDefined();
    await loadSharedSurface();
    expect(window[SHARED_GLOBAL]).toBe(shared);
  });
});
