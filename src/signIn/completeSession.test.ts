import {
  createScriptedHttp,
  type ScriptedHttp,
  type ScriptedReply,
} from '../auth/testing/scriptedHttp';
import { createI18n } from '../i18n';
import { RootStore } from '../store';
import { completeSession, type CompleteSessionOptions } from './completeSession';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const SETTING = '/v1/organization/staffs/staffSetting';
const STAFF = '/v1/organization/staffs/me';
const EXPIRED = 'error:common:access-token-expired';

const settingIn = (language?: string): ScriptedReply => ({
  status: 200,
  body: { value: { id: 's-1', corporationId: 'corp-1', language } },
});
const staffOf = (corporationId: string): ScriptedReply => {
  const staff = { id: 's-1', name: 'Li Lei', corporationId };
  return { status: 200, body: { value: { staff, permissions: ['SYS_ADMIN'] } } };
};

let scripted: ScriptedHttp;
afterEach(() => scripted.restore());

function setUp(replies: { setting?: ScriptedReply; staff?: ScriptedReply } = {}) {
  scripted = createScriptedHttp((request) => {
    if (request.url.startsWith(SETTING)) return replies.setting ?? settingIn('zh-CN');
    if (request.url === STAFF) return replies.staff ?? staffOf('corp-1');
    return { status: 404 };
  });
  return new RootStore({ http: scripted.http, i18n: createI18n('zh-CN') });
}

const DEFAULTS: CompleteSessionOptions = { userAgent: DESKTOP, localeRemembered: false };

function complete(root: RootStore, language?: string, options?: Partial<CompleteSessionOptions>) {
  const session = { accessToken: 'grant-1', isAssistPlatform: true, language };
  return completeSession(root, session, { ...DEFAULTS, ...options });
}

describe('completeSession', () => {
  describe('with the tenant’s look in the staff setting', () => {
    const withLook = (look: Record<string, unknown>): ScriptedReply => ({
      status: 200,
      body: { value: { id: 's-1', corporationId: 'corp-1', ...look } },
    });

    it('builds the theme from its brand colour and text size, with text colours of its own', async () => {
      const root = setUp({ setting: withLook({ brandColor: '#FFC53D', fontSize: 'large' }) });
      await complete(root);
      expect(root.ui.theme.colors.brand).toBe('#ffc53d');
      expect(root.ui.theme.colors.brandText).not.toBe('#ffffff');
      expect(root.ui.theme.font.size).toBe(16);
    });

    it('leaves the text size the person picked in this browser', async () => {
      const root = setUp({ setting: withLook({ brandColor: '#FFC53D', fontSize: 'large' }) });
      root.ui.chooseFontSize('small');
      await complete(root);
      expect(root.ui.theme.font.size).toBe(12);
      expect(root.ui.theme.colors.brand).toBe('#ffc53d');
    });

    it('keeps the default look for a colour that is not a hex colour, and warns once', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const root = setUp({
        setting: withLook({ brandColor: 'url(x)', fontSize: 'huge' }),
      });
      await complete(root);
      expect(root.ui.theme.colors.brand).toBe('#2555ff');
      expect(root.ui.theme.font.size).toBe(14);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });
  });

  it('asks for the staff setting and the staff record together, not one after the other', async () => {
    const root = setUp();
    let inFlight = 0;
    let most = 0;
    root.http.axios.interceptors.request.use((config) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      return config;
    });
    root.http.axios.interceptors.response.use((response) => {
      inFlight -= 1;
      return response;
    });
    await complete(root);
    expect(most).toBe(2);
  });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('signs in with the staff record and the granted token', async () => {
    const root = setUp();
    await expect(complete(root)).resolves.toBe('signed-in');
    expect(root.session.staff).toMatchObject({
      id: 's-1',
      name: 'Li Lei',
      corporationId: 'corp-1',
    });
    expect(root.session.accessToken).toBe('grant-1');
    expect(root.session.permissions).toEqual(['SYS_ADMIN']);
    expect(root.session.isAssistPlatform).toBe(true);
  });

  it('asks for the staff setting of the device type with the locale and the token', async () => {
    const root = setUp();
    await complete(root, undefined, { userAgent: IPHONE });
    const [setting] = scripted.requests;
    expect(setting?.url).toBe(`${SETTING}/MOBILE`);
    expect(setting?.params).toEqual({ locale: 'zh-CN', accessToken: 'grant-1' });
  });

  it('answers no-corporation when the staff record has no corporation', async () => {
    const root = setUp({ staff: staffOf('') });
    await expect(complete(root)).resolves.toBe('no-corporation');
    expect(root.session.staff?.id).toBe('s-1');
  });

  describe('when choosing the language', () => {
    it("follows the staff setting's language", async () => {
      const root = setUp({ setting: settingIn('en_US') });
      await complete(root);
      expect(root.locale.locale).toBe('en-US');
    });

    it.each([
      ['en', 'zh', 'en-US'],
      ['zh-CN', 'en', 'zh-CN'],
    ])("lets the session's %s beat the staff setting's %s", async (session, setting, locale) => {
      const root = setUp({ setting: settingIn(setting) });
      await complete(root, session);
      expect(root.locale.locale).toBe(locale);
    });

    it('keeps the locale the person picked in this browser', async () => {
      const root = setUp({ setting: settingIn('en') });
      await complete(root, 'en', { localeRemembered: true });
      expect(root.locale.locale).toBe('zh-CN');
    });

    it('keeps the locale when the language is not one the shell has', async () => {
      const root = setUp({ setting: settingIn('fr-FR') });
      await complete(root);
      expect(root.locale.locale).toBe('zh-CN');
    });
  });

  describe('when the staff setting fails', () => {
    it('still signs in, only the language is lost', async () => {
      const root = setUp({ setting: { status: 500, body: { message: 'down' } } });
      await expect(complete(root)).resolves.toBe('signed-in');
      expect(root.locale.locale).toBe('zh-CN');
      expect(console.warn).toHaveBeenCalled();
    });

    it("still uses the session's language", async () => {
      const root = setUp({ setting: { status: 200, body: { value: 'garbage' } } });
      await complete(root, 'en');
      expect(root.locale.locale).toBe('en-US');
    });

    it('answers unauthorized on a 401 even when the staff record, asked alongside, arrived', async () => {
      const root = setUp({ setting: { status: 401, body: {} } });
      await expect(complete(root)).resolves.toBe('unauthorized');
      expect(scripted.requests.map((request) => request.url)).toContain(STAFF);
      expect(root.session.staff).toBeNull();
      expect(root.session.accessToken).toBeNull();
    });
  });

  describe('when the current staff fails', () => {
    it.each([
      ['a 401', { status: 401, body: { message: 'expired' } }],
      ['an expired token', { status: 400, body: { error: { code: EXPIRED, message: 'x' } } }],
    ])('answers unauthorized on %s', async (_label, staff) => {
      const root = setUp({ staff });
      await expect(complete(root)).resolves.toBe('unauthorized');
      expect([root.session.staff, root.session.accessToken]).toEqual([null, null]);
    });

    it('fails with the reason on any other error', async () => {
      const root = setUp({ staff: { status: 500, body: { message: 'database down' } } });
      await expect(complete(root)).resolves.toBe('failed');
      expect(root.session.failure).toBe('database down');
    });

    it('fails when the record is malformed', async () => {
      const root = setUp({ staff: { status: 200, body: { value: { staff: { id: 's-1' } } } } });
      await expect(complete(root)).resolves.toBe('failed');
      expect(root.session.failure).toMatch(/no staff id or name/);
    });
  });
});
