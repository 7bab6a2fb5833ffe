import { createMemoryStorage } from './auth/testing/memoryStorage';
import { UiStore } from './store/UiStore';
import { readRememberedUi, rememberUi, wireRememberedUi } from './rememberedUi';

describe('the remembered theme and text size', () => {
  it('come back after a reload as they were chosen', () => {
    const storage = createMemoryStorage();
    rememberUi(storage, { themeMode: 'dark', fontSize: 'large' });
    expect(readRememberedUi(storage)).toEqual({ themeMode: 'dark', fontSize: 'large' });
  });

  it('read as not chosen when storage holds something else', () => {
    const storage = createMemoryStorage({ 'expense.themeMode': 'neon', 'expense.fontSize': '<b>' });
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

  it('keep the person’s text-size pick, never a size the staff setting applied', () => {
    const storage = createMemoryStorage();
    const ui = new UiStore();
    wireRememberedUi(ui, storage as unknown as Storage);
    ui.setFontSize('large');
    expect(storage.items.has('expense.fontSize')).toBe(false);
    ui.chooseFontSize('small');
    expect(storage.items.get('expense.fontSize')).toBe('small');
  });
});
