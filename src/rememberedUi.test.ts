import { readRememberedUi, rememberUi } from './rememberedUi';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the remembered theme and text size', () => {
  it('come back after a reload as they were chosen', () => {
    const storage = memory();
    rememberUi(storage, { themeMode: 'dark', fontSize: 'large' });
    expect(readRememberedUi(storage)).toEqual({ themeMode: 'dark', fontSize: 'large' });
  });

  it('read as not chosen when storage holds something else', () => {
    const storage = memory({ 'expense.themeMode': 'neon', 'expense.fontSize': '<b>' });
    expect(readRememberedUi(storage)).toEqual({});
  });

  it('survive a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRememberedUi(throwing)).toEqual({});
    expect(() => rememberUi(throwing, { themeMode: 'light', fontSize: 'normal' })).not.toThrow();
  });
});
