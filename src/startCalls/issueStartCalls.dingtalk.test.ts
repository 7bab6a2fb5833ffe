import { createHostHttp } from '../signIn/createHostHttp';
import { dingtalkAdapter } from '../hosts/dingtalk/dingtalkAdapter';
import { createFakeDd } from '../hosts/shared/testing/fakeOfficeSuites';
import { createFakeSignInContext } from '../hosts/shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../hosts/shared/testing/resetHostGlobals';
import {
  API,
  CONFIG,
  fakeFetch,
  resetStartCalls,
  runScript,
  shellClient,
  type Route,
} from './testing/startCallsHarness';

const SEARCH = '?corpId=corp-1&appid=app-1';
const DINGTALK_CONFIG = { ...CONFIG, lab: { enabled: true, host: 'dingtalk' } };

const routes = (
  session: Route = () => ({ body: { sessionId: 'dt-session', corporationId: 'corp-1' } }),
): Record<string, Route> => ({
  'GET /app-config.json': () => ({ body: DINGTALK_CONFIG }),
  'POST /api/dingtalk/v2/session': session,
  'GET /api/v1/organization/staffs/staffSetting/DESKTOP': () => ({
    body: { value: { id: 'staff-1', corporationId: 'corp-1' } },
  }),
  'GET /api/v1/organization/staffs/me': () => ({
    body: { value: { staff: { id: 's', name: 'A' } } },
  }),
});

/** The script's SDK load plays DingTalk: it puts a fake `dd` on the page. */
function playDingtalk() {
  const loads: string[] = [];
  return {
    loads,
    loadScript: (url: string) => {
      loads.push(url);
      window.dd = createFakeDd({ code: 'dt-code' }, 'android');
      return Promise.resolve();
    },
  };
}

/** The shell's DingTalk sign-in over its own client, which takes the script's answers. */
function shellSignIn() {
  const api = shellClient({ baseURL: API });
  const context = {
    ...createFakeSignInContext({ href: `http://localhost/${SEARCH}` }),
    http: createHostHttp(api.http),
  };
  return { api, context, outcome: dingtalkAdapter.signIn(context) };
}

afterEach(() => {
  resetStartCalls();
  resetHostGlobals();
});

describe('the start-calls script inside DingTalk', () => {
  it('loads the SDK, gets a code and the session the shell then takes without asking again', async () => {
    const host = playDingtalk();
    const server = fakeFetch(routes());
    await runScript(SEARCH, server.fetch, { loadScript: host.loadScript });
    const { api, outcome } = shellSignIn();
    expect(await outcome).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'dt-session', corporationId: 'corp-1' },
    });
    expect(host.loads).toEqual([CONFIG.hosts.sdkUrls.dingtalk]);
    expect((window.dd as ReturnType<typeof createFakeDd>).codeRequests).toEqual([
      { corpId: 'corp-1' },
    ]);
    expect(api.network.map((config) => config.url)).not.toContain('/dingtalk/v2/session');
    expect(server.keys()).toEqual([
      'GET /app-config.json',
      'POST /api/dingtalk/v2/session',
      'GET /api/v1/organization/staffs/staffSetting/DESKTOP',
      'GET /api/v1/organization/staffs/me',
    ]);
  });

  it('sends the session body the shell would send for that code', async () => {
    const server = fakeFetch(routes());
    await runScript(SEARCH, server.fetch, { loadScript: playDingtalk().loadScript });
    await shellSignIn().outcome;
    const session = server.seen.find((request) => request.key === 'POST /api/dingtalk/v2/session');
    expect(JSON.parse(String(session?.init.body))).toEqual({
      authCode: 'dt-code',
      deviceType: 'DESKTOP',
      appid: 'app-1',
    });
  });

  it('leaves the code to the shell when the page is not inside DingTalk', async () => {
    const server = fakeFetch(routes());
    const notInHost = () => {
      window.dd = createFakeDd({ code: 'dt-code' }, 'notInDingTalk');
      return Promise.resolve();
    };
    await runScript(SEARCH, server.fetch, { loadScript: notInHost });
    expect(await window.__expenseStartCalls?.authCode?.code).toBeNull();
    expect(server.keys()).toEqual(['GET /app-config.json']);
  });

  it('leaves a code in the address to the shell', async () => {
    const server = fakeFetch(routes());
    await runScript(`${SEARCH}&code=from-address`, server.fetch, {
      loadScript: playDingtalk().loadScript,
    });
    expect(window.__expenseStartCalls?.authCode).toBeUndefined();
  });

  it('lets the shell exchange the code itself when the session call failed on the network', async () => {
    await runScript(SEARCH, fakeFetch(routes(() => 'fail')).fetch, {
      loadScript: playDingtalk().loadScript,
    });
    const { api, outcome } = shellSignIn();
    await outcome;
    expect(api.network.map((config) => config.url)).toContain('/dingtalk/v2/session');
  });
});
