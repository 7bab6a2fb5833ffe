import { createRedirectGuard, MAX_REDIRECTS, REDIRECT_WINDOW_MS } from './redirectGuard';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createRedirectGuard', () => {
  it(`allows ${MAX_REDIRECTS} redirects within a minute and refuses the next one`, () => {
    let now = 1_000;
    const guard = createRedirectGuard(memoryStorage(), () => now);
    for (let i = 0; i < MAX_REDIRECTS; i++) {
      expect(guard.allow()).toBe(true);
      now += 1_000;
    }
    expect(guard.allow()).toBe(false);
  });

  it('forgets redirects older than the window', () => {
    let now = 1_000;
    const guard = createRedirectGuard(memoryStorage(), () => now);
    for (let i = 0; i < MAX_REDIRECTS; i++) guard.allow();
    now += REDIRECT_WINDOW_MS;
    expect(guard.allow()).toBe(true);
  });

  it('starts a fresh count after a successful sign-in', () => {
    const guard = createRedirectGuard(memoryStorage(), () => 5);
    for (let i = 0; i < MAX_REDIRECTS; i++) guard.allow();
    guard.reset();
    expect(guard.allow()).toBe(true);
  });

  it('treats corrupt or missing storage as no redirects so far', () => {
    const storage = memoryStorage();
    storage.setItem('expense:sign-in-redirects', '{not json');
    expect(createRedirectGuard(storage, () => 1).allow()).toBe(true);
    expect(createRedirectGuard(null, () => 1).allow()).toBe(true);
  });
});
