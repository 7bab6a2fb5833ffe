import type { WxConfig, WxSdk } from '@shell/hosts/hostSdkGlobals';
import { recorder, turns, waitFor } from '../testing/loadSdkInDom';
import { setUpSdkPages } from '../testing/setUpSdkPages';

describe('the fake WeCom jweixin', () => {
  const hosts = setUpSdkPages();

  const open = async (mode: 'normal' | 'not-in-host' | 'hang' = 'normal') => {
    await hosts.load('/__lab/hosts/wecom/sdk.js', {
      mode,
      path: '/applet/qyweixin.html?a=1#hash',
    });
    return hosts.page.window.wx as WxSdk;
  };
  const signedFor = async (url: string): Promise<WxConfig> => {
    const { body } = await hosts.lab.post('/api/wecom/v2/jsconfig', { url });
    const value = body.value as {
      appId: string;
      timeStamp: number;
      nonceStr: string;
      signature: string;
    };
    return { ...value, timestamp: value.timeStamp, jsApiList: [] };
  };

  describe('when the config was signed for this page', () => {
    it('calls ready and not error', async () => {
      const wx = await open();
      const ready = recorder();
      const error = recorder();
      wx.ready(() => ready.fn(true));
      wx.error(error.fn);
      wx.config(await signedFor(`${hosts.lab.url}/applet/qyweixin.html?a=1`));
      await waitFor(() => ready.calls[0], 'ready');
      expect(error.calls).toEqual([]);
      expect(hosts.page.fetches).toEqual(['/__lab/hosts/wecom/verify']);
    });
  });

  describe('when the signature is for another page', () => {
    it('calls error with config:invalid signature', async () => {
      const wx = await open();
      const error = recorder<{ errMsg: string }>();
      wx.error(error.fn);
      wx.config(await signedFor(`${hosts.lab.url}/elsewhere`));
      expect(await waitFor(() => error.calls[0], 'error')).toEqual({
        errMsg: 'config:invalid signature',
      });
    });
  });

  it('fails config with “not in wxwork” outside WeCom, without asking the lab', async () => {
    const wx = await open('not-in-host');
    const error = recorder<{ errMsg: string }>();
    wx.error(error.fn);
    wx.config(await signedFor(`${hosts.lab.url}/applet/qyweixin.html?a=1`));
    expect((await waitFor(() => error.calls[0], 'error')).errMsg).toContain('not in wxwork');
    expect(hosts.page.fetches).toEqual([]);
  });

  it('never settles config in hang mode', async () => {
    const wx = await open('hang');
    const settled = recorder();
    wx.ready(() => settled.fn('ready'));
    wx.error(() => settled.fn('error'));
    wx.config(await signedFor(`${hosts.lab.url}/applet/qyweixin.html?a=1`));
    await turns();
    expect(settled.calls).toEqual([]);
    expect(hosts.page.fetches).toEqual([]);
  });

  it('answers a scan with the lab scanner’s text, a sample invoice’s QR, and logs the call', async () => {
    const wx = await open();
    const success = recorder<{ resultStr: string }>();
    wx.scanQRCode({ needResult: 1, scanType: ['qrCode'], success: success.fn });
    expect((await waitFor(() => success.calls[0], 'scan')).resultStr).toMatch(
      /^01,10,\d{12},\d{8},/,
    );
    expect(hosts.page.window.__labHostCalls).toEqual([
      expect.objectContaining({ host: 'wecom', method: 'scanQRCode' }),
    ]);
  });
});
