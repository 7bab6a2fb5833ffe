import { createMemoryStorage } from './testing/memoryStorage';
import { createTokenPairStore, grantStorageKey, pageKeyOf } from './TokenPairStore';

const PAIR = { access_token: 'a', refresh_token: 'r', expires_in: 60, expires_at: 1000 };

describe('pageKeyOf', () => {
  it.each([
    ['/', 'root'],
    ['', 'root'],
    ['/web/bills/1', 'web'],
    ['//applet/', 'applet'],
    ['/%E4%B8%AD/x', 'root'],
  ])('reads %j as %s', (pathname, key) => {
    expect(pageKeyOf(pathname)).toBe(key);
  });
});

describe('TokenPairStore', () => {
  it('stores the pair under the page grant key', () => {
    const storage = createMemoryStorage();
    const store = createTokenPairStore(storage, '/web/home');
    store.write(PAIR);
    expect(store.key).toBe('expense:idp-grant:web');
    expect(JSON.parse(storage.items.get('expense:idp-grant:web') ?? '')).toEqual(PAIR);
    expect(store.read()).toEqual(PAIR);
  });

  it('keeps pages apart', () => {
    const storage = createMemoryStorage();
    createTokenPairStore(storage, '/web').write(PAIR);
    expect(createTokenPairStore(storage, '/applet').read()).toBeUndefined();
  });

  it('reads nothing once cleared', () => {
    const store = createTokenPairStore(createMemoryStorage(), '/');
    store.write(PAIR);
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it.each([
    ['corrupt JSON', '{'],
    [
      'a pair without expiry',
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_in: 1 }),
    ],
    ['null', 'null'],
  ])('treats %s as absent', (_label, raw) => {
    const storage = createMemoryStorage({ [grantStorageKey('/')]: raw });
    expect(createTokenPairStore(storage, '/').read()).toBeUndefined();
  });
});
