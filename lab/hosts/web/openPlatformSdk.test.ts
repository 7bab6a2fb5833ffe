import type { OpenPlatformSdk } from '@shell/hosts/hostSdkGlobals';
import { turns } from '../testing/loadSdkInDom';
import { setUpSdkPages } from '../testing/setUpSdkPages';

/** Loose on purpose: the tests also call it the way a careless page would. */
interface LooseInvoke {
  invoke(action: unknown, params?: unknown): Promise<unknown>;
}

describe('the fake open-platform SDK', () => {
  const hosts = setUpSdkPages();

  const open = async (mode: 'normal' | 'not-in-host' | 'hang' = 'normal', cookie?: string) => {
    await hosts.load('/__lab/sdk/cloudOffice/2.3.1/cloudOffice.js', { mode, cookie });
    return hosts.page.window.OpenPlatformSDK as OpenPlatformSdk;
  };

  it('reports version 2.3.1 on bridge 5.4.0 and hands a code the identity provider accepts', async () => {
    const sdk = await open();
    expect([sdk.version, sdk.bridgeVersion]).toEqual(['2.3.1', '5.4.0']);
    const { code } = await sdk.invoke<{ code: string }>('webview.getAuthCode');
    const token = await hosts.lab.post('/api/idp/public/oauth2/token', {
      clientId: 'client-app',
      grantType: 'authorization_code',
      code,
    });
    expect(token.status).toBe(200);
  });

  it.each([
    ['an action of an unknown namespace', ['teleport.now', {}], 40004],
    ['a dotless action', ['getAuthCode', {}], 40004],
    ['parameters that are not an object', ['util.toast', 'hello'], 40000],
    ['a non-string action', [42], 40000],
  ])('rejects %s with its code', async (_what, args, code) => {
    const sdk = await open();
    await expect((sdk as LooseInvoke).invoke(...(args as [unknown, unknown]))).rejects.toEqual({
      code,
      message: expect.any(String),
    });
  });

  it('rejects every call with 30001 outside the host, where no bridge exists', async () => {
    const sdk = await open('not-in-host');
    expect(sdk.bridgeVersion).toBeNull();
    await expect(sdk.invoke('util.toast', {})).rejects.toEqual({
      code: 30001,
      message: 'bridge undefined',
    });
  });

  it('rejects getAuthCode with the code a preset gives (30002)', async () => {
    hosts.lab.mock.scenarios.engine.activate('op-30002', 'open-platform-bridge-init-failure');
    const sdk = await open('normal', 'lab-session=op-30002');
    await expect(sdk.invoke('webview.getAuthCode')).rejects.toEqual({
      code: 30002,
      message: 'bridge failed to initialize',
    });
  });

  it('never answers getAuthCode in hang mode, and still answers other actions', async () => {
    const sdk = await open('hang');
    let settled = false;
    sdk.invoke('webview.getAuthCode').then(() => {
      settled = true;
    });
    await expect(sdk.invoke('navbar.setTitle', { title: 'Bills' })).resolves.toEqual({});
    await turns();
    expect(settled).toBe(false);
    expect(hosts.page.window.document.title).toBe('Bills');
  });
});
