import { waitFor } from '@testing-library/react';
import { LocaleStore } from '../store/LocaleStore';
import { createI18nWith, loadCatalogue } from './createI18nWith';

describe('the app’s i18n instance', () => {
  it('starts with zh-CN only, so the first screen does not carry the en-US catalogue', () => {
    const i18n = createI18nWith('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
    expect(i18n.t('app.title')).toBe('费用管理');
  });

  it('speaks en-US once its catalogue is loaded for a remembered English reader', async () => {
    const i18n = createI18nWith('en-US');
    await loadCatalogue(i18n, 'en-US');
    expect(i18n.t('app.title')).toBe('Expense');
  });

  it('switches to English when a staff setting asks for it, loading the catalogue first', async () => {
    const i18n = createI18nWith('zh-CN');
    const store = new LocaleStore(i18n);
    store.setLocale('en');
    expect(store.locale).toBe('en-US');
    await waitFor(() => expect(i18n.t('app.title')).toBe('Expense'));
    expect(i18n.language).toBe('en-US');
  });
});
