import type { DdSdk, H5Sdk, TtSdk } from '@shell/hosts/hostSdkGlobals';
import { recorder, turns, waitFor } from '../testing/loadSdkInDom';
import { setUpSdkPages } from '../testing/setUpSdkPages';

interface Feishu {
  h5sdk: H5Sdk;
  tt: TtSdk;
}

describe('the fake office-suite SDKs', () => {
  const hosts = setUpSdkPages();

  describe('DingTalk', () => {
    const open = async (mode: 'normal' | 'not-in-host' | 'hang' = 'normal') => {
      await hosts.load('/__lab/hosts/dingtalk/sdk.js', { mode });
      return hosts.page.window.dd as DdSdk;
    };

    it('gets a code the session call accepts once', async () => {
      const dd = await open();
      expect(dd.env.platform).toBe('pc');
      const success = recorder<{ code: string }>();
      const failure = recorder();
      dd.runtime.permission.requestAuthCode({
        corpId: 'x',
        onSuccess: success.fn,
        onFail: failure.fn,
      });
      const { code } = await waitFor(() => success.calls[0], 'code');
      expect(failure.calls).toEqual([]);
      expect((await hosts.lab.post('/api/dingtalk/v2/session', { authCode: code })).status).toBe(
        200,
      );
      expect((await hosts.lab.post('/api/dingtalk/v2/session', { authCode: code })).status).toBe(
        401,
      );
    });

    it('says notInDingTalk and fails the code request outside DingTalk', async () => {
      const dd = await open('not-in-host');
      expect(dd.env.platform).toBe('notInDingTalk');
      const fail = recorder();
      dd.runtime.permission.requestAuthCode({ corpId: 'x', onSuccess: fail.fn, onFail: fail.fn });
      expect(await waitFor(() => fail.calls[0], 'failure')).toEqual({
        errorCode: -1,
        errorMessage: 'not in DingTalk',
      });
    });

    it('never answers the code request in hang mode', async () => {
      const dd = await open('hang');
      const any = recorder();
      dd.runtime.permission.requestAuthCode({ corpId: 'x', onSuccess: any.fn, onFail: any.fn });
      await turns();
      expect(any.calls).toEqual([]);
      expect(hosts.page.fetches).toEqual([]);
    });

    it('is ready without a config call', async () => {
      const dd = await open();
      const ready = recorder();
      dd.ready(() => ready.fn(true));
      await waitFor(() => ready.calls[0], 'ready');
    });
  });

  describe('Feishu', () => {
    const open = async (mode: 'normal' | 'not-in-host' | 'hang' = 'normal', cookie?: string) => {
      await hosts.load('/__lab/hosts/feishu/sdk.js', { mode, cookie });
      return { h5sdk: hosts.page.window.h5sdk, tt: hosts.page.window.tt } as Feishu;
    };

    it('gets a code after h5sdk.ready', async () => {
      const { h5sdk, tt } = await open();
      const success = recorder<{ code: string }>();
      const failure = recorder();
      h5sdk.ready(() =>
        tt.requestAuthCode({ appId: 'lab-app', success: success.fn, fail: failure.fn }),
      );
      const { code } = await waitFor(() => success.calls[0], 'code');
      expect(failure.calls).toEqual([]);
      expect((await hosts.lab.post('/api/feishu/v2/session', { authCode: code })).status).toBe(200);
    });

    it('fails with errno 103 when the auth-error preset is active', async () => {
      hosts.lab.mock.scenarios.engine.activate('feishu-103', 'office-suite-auth-103');
      const { tt } = await open('normal', 'lab-session=feishu-103');
      const fail = recorder();
      tt.requestAuthCode({ appId: 'lab-app', success: fail.fn, fail: fail.fn });
      expect(await waitFor(() => fail.calls[0], 'failure')).toEqual({
        errno: 103,
        errString: 'auth error',
      });
    });

    it('fails config outside Feishu and never calls ready', async () => {
      const { h5sdk } = await open('not-in-host');
      const seen = recorder();
      h5sdk.ready(() => seen.fn('ready'));
      h5sdk.config({
        appId: 'lab-app',
        timestamp: 1,
        nonceStr: 'n',
        signature: 's',
        jsApiList: [],
        onFail: seen.fn,
      });
      expect(await waitFor(() => seen.calls[0], 'failure')).toEqual({
        errno: 1,
        errString: 'not in Feishu',
      });
      await turns();
      expect(seen.calls).toHaveLength(1);
    });

    it('verifies a config signed for this page', async () => {
      const { h5sdk } = await open();
      const { body } = await hosts.lab.post('/api/feishu/v2/jsconfig/corp', {
        url: `${hosts.lab.url}/`,
      });
      const done = recorder();
      h5sdk.config({
        ...(body.value as {
          appId: string;
          timestamp: number;
          nonceStr: string;
          signature: string;
        }),
        jsApiList: [],
        onSuccess: () => done.fn('ok'),
        onFail: done.fn,
      });
      expect(await waitFor(() => done.calls[0], 'config')).toBe('ok');
    });
  });
});
