import { createI18n } from './i18n';
import {
  hasRememberedLocale,
  readRememberedLocale,
  rememberLocale,
  wireRememberedLocale,
} from './rememberedLocale';
import { LocaleStore } from './store/LocaleStore';

describe('the remembered locale', () => {
  beforeEach(() => window.localStorage.clear());

  it('is zh-CN when nothing was chosen', () => {
    expect(readRememberedLocale(window.localStorage)).toBe('zh-CN');
  });

  it('returns the last explicit choice', () => {
    rememberLocale(window.localStorage, 'en-US');
    expect(readRememberedLocale(window.localStorage)).toBe('en-US');
  });

  it('survives storage that throws', () => {
    const hostile = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRememberedLocale(hostile)).toBe('zh-CN');
    expect(() => rememberLocale(hostile, 'en-US')).not.toThrow();
  });

  it("does not take the staff setting applied at sign-in for the person's own pick", () => {
    const store = new LocaleStore(createI18n('zh-CN'));
    wireRememberedLocale(store, window.localStorage);
    store.setLocale('en-US');
    expect(store.locale).toBe('en-US');
    expect(hasRememberedLocale(window.localStorage)).toBe(false);
  });

  it('keeps the language the person picks, over any later staff setting', () => {
    const store = new LocaleStore(createI18n('zh-CN'));
    wireRememberedLocale(store, window.localStorage);
    store.choose('en-US');
    expect(readRememberedLocale(window.localStorage)).toBe('en-US');
    store.setLocale('zh-CN');
    expect(readRememberedLocale(window.localStorage)).toBe('en-US');
  });
});
