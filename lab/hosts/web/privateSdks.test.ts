import type { AuthCodeSdk, HzBankSdk } from '@shell/hosts/hostSdkGlobals';
import { turns, waitFor } from '../testing/loadSdkInDom';
import { setUpSdkPages } from '../testing/setUpSdkPages';

describe('the fake private-host SDKs', () => {
  const hosts = setUpSdkPages();

  const sdkOf = async (
    host: string,
    globalName: string,
    mode: 'normal' | 'not-in-host' | 'hang' = 'normal',
  ) => {
    await hosts.load(`/__lab/hosts/${host}/sdk.js`, { mode });
    return hosts.page.window[globalName] as AuthCodeSdk;
  };

  it.each([
    ['kk', 'kk'],
    ['kingOA', 'kingOA'],
  ])('%s hands a code the identity provider accepts', async (host, globalName) => {
    const result = await (await sdkOf(host, globalName)).getAuthCode({});
    expect(result.code).toBe(0);
    const token = await hosts.lab.post('/api/idp/public/oauth2/token', {
      clientId: 'client-app',
      grantType: 'authorization_code',
      code: result.data?.code,
    });
    expect(token.status).toBe(200);
  });

  it('the work app hands a code its session call accepts', async () => {
    const workApp = await sdkOf('workapp', 'workApp');
    const result = await workApp.getAuthCode({ corpId: hosts.lab.mock.state.currentCorporationId });
    const session = await hosts.lab.post('/api/workapp/rest/v1/session', {
      authCode: result.data?.code,
      deviceType: 'MOBILE',
    });
    expect(session.status).toBe(200);
  });

  it('answers 30001 bridge undefined outside the host', async () => {
    const kk = await sdkOf('kk', 'kk', 'not-in-host');
    expect(await kk.getAuthCode({})).toEqual({ code: 30001, msg: 'bridge undefined' });
    expect(await kk.call('toast', { message: 'hi' })).toEqual({
      code: 30001,
      msg: 'bridge undefined',
    });
  });

  it('never answers getAuthCode in hang mode', async () => {
    const kingOA = await sdkOf('kingOA', 'kingOA', 'hang');
    let settled = false;
    kingOA.getAuthCode({}).then(() => {
      settled = true;
    });
    await turns();
    expect(settled).toBe(false);
    expect(hosts.page.fetches).toEqual([]);
  });

  it('answers unknown verbs with 40004 and known ones with 0', async () => {
    const workApp = await sdkOf('workapp', 'workApp');
    expect((await workApp.call('teleport', {})).code).toBe(40004);
    expect(await workApp.call('toast', { message: 'hi' })).toEqual({ code: 0, data: null });
  });

  it('the bank bridge tells who is signed in', async () => {
    await hosts.load('/__lab/hosts/hzbank/sdk.js');
    const hzBank = hosts.page.window.hzBank as HzBankSdk;
    const result = await hzBank.call<{ userId: string }>('getUserInfo', {});
    expect(result.data).toMatchObject({ userId: hosts.lab.mock.state.staffs[0].userId });
    await waitFor(() => (hosts.page.fetches.length === 1 ? true : undefined), 'one fetch');
  });
});
