import { createIdentityProviderClient, loadStaffSetting } from '../auth';
import { loadCurrentStaff } from '../auth/loadCurrentStaff';
import { LOGIN_STATE_KEY } from '../auth/LoginStateStore';
import { INLINE_CONFIG_ID } from '../config/inlineConfigText';
import { closeStartCalls } from './StartCalls';
import {
  API,
  CONFIG,
  fakeFetch,
  ORIGIN,
  resetStartCalls,
  runScript,
  shellClient,
  shellExchangesCode,
  type Route,
} from './testing/startCallsHarness';

const PAIR = { access_token: 'at-1', refresh_token: 'rt-1', expires_in: 3600 };
const ME = { value: { staff: { id: 'staff-1', name: 'Ann', corporationId: 'corp-1' } } };

const routes = (token: Route = () => ({ body: { data: PAIR } })): Record<string, Route> => ({
  'GET /app-config.json': () => ({ body: CONFIG }),
  'POST /api/idp/public/oauth2/token': token,
  'GET /api/v1/organization/staffs/staffSetting/DESKTOP': () => ({
    body: { value: { id: 'staff-1', corporationId: 'corp-1', language: 'zh-CN' } },
  }),
  'GET /api/v1/organization/staffs/me': () => ({ body: ME }),
});

/** The shell's own sign-in calls for the web host, as finishLogin and completeSession make them. */
async function shellSignsIn() {
  const { pair, api, network } = await shellExchangesCode();
  const [setting, me] = await Promise.all([
    loadStaffSetting(api.http, { deviceType: 'DESKTOP', locale: 'zh-CN', accessToken: 'at-1' }),
    loadCurrentStaff(api.http),
  ]);
  return { pair, setting, me, network: network() };
}

afterEach(resetStartCalls);

describe('the start-calls script on the web host', () => {
  it('makes the code exchange and staff calls the shell then reads without asking again', async () => {
    const server = fakeFetch(routes());
    await runScript('?code=code-1', server.fetch);
    const { pair, setting, me, network } = await shellSignsIn();
    expect(pair.access_token).toBe('at-1');
    expect(setting.corporationId).toBe('corp-1');
    expect(me.staff.name).toBe('Ann');
    expect(network).toEqual([]);
    expect(server.keys()).toEqual([
      'GET /app-config.json',
      'POST /api/idp/public/oauth2/token',
      'GET /api/v1/organization/staffs/staffSetting/DESKTOP',
      'GET /api/v1/organization/staffs/me',
    ]);
  });

  it('sends the grant and the body exactly as the shell does', async () => {
    const server = fakeFetch(routes());
    await runScript('?code=code-1', server.fetch);
    await shellSignsIn();
    const [, token, setting, me] = server.seen;
    expect(JSON.parse(String(token?.init.body))).toEqual({
      clientId: 'client-app',
      grantType: 'authorization_code',
      code: 'code-1',
    });
    expect(setting?.url).toBe(
      `${API}/v1/organization/staffs/staffSetting/DESKTOP?locale=zh-CN&accessToken=at-1`,
    );
    expect(me?.init.headers).toMatchObject({ 'X-HAF-Staff-Grant': 'at-1' });
  });

  it("hands a refused exchange over as the shell's own failure, without a second try", async () => {
    const refused: Route = () => ({
      status: 400,
      body: { code: 'invalid_grant', message: 'used' },
    });
    await runScript('?code=code-1', fakeFetch(routes(refused)).fetch);
    const auth = shellClient();
    const idp = createIdentityProviderClient({ http: auth.http, host: ORIGIN });
    await expect(idp.token({ grantType: 'authorization_code', code: 'code-1' })).rejects.toThrow();
    expect(auth.network).toEqual([]);
  });

  it('lets the shell ask itself when its exchange failed on the network', async () => {
    await runScript('?code=code-1', fakeFetch(routes(() => 'fail')).fetch);
    const auth = shellClient();
    const idp = createIdentityProviderClient({ http: auth.http, host: ORIGIN });
    await idp.token({ grantType: 'authorization_code', code: 'code-1' }).catch(() => undefined);
    expect(auth.network).toHaveLength(1);
  });

  it('leaves a code already exchanged (a reload) to the shell, which renews its stored pair', async () => {
    window.localStorage.setItem(
      LOGIN_STATE_KEY,
      JSON.stringify({ authCode: 'code-1', refreshToken: 'rt-0' }),
    );
    const server = fakeFetch(routes());
    await runScript('?code=code-1', server.fetch);
    expect(server.keys()).toEqual(['GET /app-config.json']);
  });

  it('starts nothing once the shell has started signing in before the config came', async () => {
    const server = fakeFetch(routes());
    const running = runScript('?code=code-1', server.fetch);
    closeStartCalls(window);
    await running;
    expect(server.keys()).toEqual(['GET /app-config.json']);
  });

  it('takes the config the document carries and sends the code exchange before any other task runs', async () => {
    const inline = document.createElement('script');
    inline.id = INLINE_CONFIG_ID;
    inline.type = 'application/json';
    inline.textContent = JSON.stringify(CONFIG);
    document.head.append(inline);
    try {
      const server = fakeFetch(routes());
      const running = runScript('?code=code-1', server.fetch);
      // A deferred script after this one (vendor, the shell) runs in a later task.
      const keysBeforeAnyTask = await new Promise<string[]>((resolve) =>
        setTimeout(() => resolve(server.keys()), 0),
      );
      await running;
      expect(keysBeforeAnyTask[0]).toBe('POST /api/idp/public/oauth2/token');
      expect(server.keys()).not.toContain('GET /app-config.json');
    } finally {
      inline.remove();
    }
  });

  it('answers the shell from the network for a request another token would make', async () => {
    await runScript('?code=code-1', fakeFetch(routes()).fetch);
    const api = shellClient({ baseURL: API, getGrantToken: () => 'another-token' });
    await loadCurrentStaff(api.http).catch(() => undefined);
    expect(api.network).toHaveLength(1);
  });
});
