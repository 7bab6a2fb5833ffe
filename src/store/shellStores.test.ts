import { createI18n } from '../i18n';
import { LocaleStore } from './LocaleStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';

describe('UiStore', () => {
  it('starts light, normal size, with the default brand colour', () => {
    const ui = new UiStore();
    expect([ui.themeMode, ui.fontSize, ui.brandColor]).toEqual(['light', 'normal', '#2555FF']);
    expect(ui.theme.font.size).toBe(14);
    expect(ui.theme.font.lineHeight).toBe(22);
  });

  it('keeps the current brand colour when given a bad one', () => {
    const ui = new UiStore();
    expect(ui.setBrandColor('#12345')).toBe(false);
    expect(ui.setBrandColor('red; background:url(x)')).toBe(false);
    expect(ui.brandColor).toBe('#2555FF');
    expect(ui.setBrandColor('#0a0')).toBe(true);
  });

  it('falls back to safe values for unknown modes and sizes', () => {
    const ui = new UiStore();
    ui.setThemeMode('neon');
    ui.setFontSize('huge');
    expect([ui.themeMode, ui.fontSize]).toEqual(['light', 'normal']);
    ui.setThemeMode('dark');
    expect(ui.theme.mode).toBe('dark');
  });
});

describe('LocaleStore', () => {
  it('switches i18n and the document language together', () => {
    const i18n = createI18n();
    const store = new LocaleStore(i18n);
    store.setLocale('en_US');
    expect(store.locale).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('falls back to zh-CN for anything it does not know', () => {
    const store = new LocaleStore(createI18n('en-US'));
    store.setLocale({ toString: () => 'en' });
    expect(store.locale).toBe('zh-CN');
  });
});

describe('SessionStore', () => {
  it('is signed in only with a corporation', () => {
    const session = new SessionStore();
    session.signedIn({ staff: { id: 's1', name: 'Li', corporationId: '' } });
    expect(session.status).toBe('no-corporation');
    session.signedIn({
      staff: { id: 's1', name: 'Li', corporationId: 'c1' },
      permissions: ['SYS_ADMIN'],
    });
    expect(session.isSignedIn).toBe(true);
    expect(session.hasPermission('SYS_ADMIN')).toBe(true);
  });

  it('watermarks with the name and staff code, or the name alone', () => {
    const session = new SessionStore();
    expect(session.watermark).toBe('');
    session.signedIn({ staff: { id: 's1', name: '李雷', code: 'E0001', corporationId: 'c1' } });
    expect(session.watermark).toBe('李雷 E0001');
    session.signedIn({ staff: { id: 's1', name: '李雷', corporationId: 'c1' } });
    expect(session.watermark).toBe('李雷');
  });

  it('forgets the staff and token when unauthorized', () => {
    const session = new SessionStore();
    session.signedIn({ staff: { id: 's1', name: 'Li', corporationId: 'c1' }, accessToken: 't' });
    session.unauthorized();
    expect([session.status, session.staff, session.accessToken]).toEqual([
      'unauthorized',
      null,
      null,
    ]);
  });
});
