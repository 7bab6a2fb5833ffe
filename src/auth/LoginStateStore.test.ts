import { createLoginStateStore, LOGIN_STATE_KEY } from './LoginStateStore';
import { createMemoryStorage } from './testing/memoryStorage';

const STATE = {
  authCode: 'code-1',
  refreshToken: 'r1',
  staff: { id: 'c1:u1', corpId: 'c1', userId: 'u1' },
};

describe('LoginStateStore', () => {
  it('reads back what it wrote', () => {
    const store = createLoginStateStore(createMemoryStorage());
    store.write(STATE);
    expect(store.read()).toEqual(STATE);
  });

  it('reads nothing once cleared', () => {
    const storage = createMemoryStorage();
    const store = createLoginStateStore(storage);
    store.write(STATE);
    store.clear();
    expect(store.read()).toBeUndefined();
    expect(storage.items.has(LOGIN_STATE_KEY)).toBe(false);
  });

  it.each([
    ['corrupt JSON', '{"refreshToken":'],
    ['a JSON string', '"r1"'],
    ['no refresh token', JSON.stringify({ authCode: 'c' })],
    ['a numeric refresh token object', JSON.stringify({ refreshToken: { t: 1 } })],
  ])('treats %s as absent', (_label, raw) => {
    const store = createLoginStateStore(createMemoryStorage({ [LOGIN_STATE_KEY]: raw }));
    expect(store.read()).toBeUndefined();
  });

  it('drops a staff without id but keeps the rest', () => {
    const raw = JSON.stringify({ refreshToken: 'r', staff: { corpId: 'c' }, authCode: 7 });
    const store = createLoginStateStore(createMemoryStorage({ [LOGIN_STATE_KEY]: raw }));
    expect(store.read()).toEqual({ refreshToken: 'r', authCode: '7' });
  });

  describe('when local storage is full', () => {
    it('still keeps the state for this page', () => {
      const storage = createMemoryStorage();
      storage.full = true;
      const store = createLoginStateStore(storage);
      store.write(STATE);
      expect(store.read()).toEqual(STATE);
    });
  });

  describe('when local storage throws', () => {
    it('neither throws nor reads anything stored', () => {
      const storage = createMemoryStorage({ [LOGIN_STATE_KEY]: JSON.stringify(STATE) });
      storage.broken = true;
      const store = createLoginStateStore(storage);
      expect(store.read()).toBeUndefined();
      expect(() => store.clear()).not.toThrow();
    });
  });
});
