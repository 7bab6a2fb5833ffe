import { readRememberedLocale, rememberLocale } from './rememberedLocale';

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
});
