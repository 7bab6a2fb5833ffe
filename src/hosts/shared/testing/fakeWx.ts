import type { WxConfig, WxSdk } from '../hostContract';

export interface FakeWx extends WxSdk {
  configs: WxConfig[];
  lastChooseImage?: Parameters<WxSdk['chooseImage']>[0];
  lastScan?: Parameters<WxSdk['scanQRCode']>[0];
  /** What getLocalImgData answers per local id (iOS-style data address or bare base64). */
  localData: Record<string, string>;
  lastInvoke?: { name: string; args: Record<string, unknown> };
  /** What the next invoke answers. */
  invokeAnswer: { err_msg: string; [key: string]: unknown };
  previews: Array<{ current: string; urls: string[] }>;
  closed: number;
}

/** jweixin as the lab plays it: 'ok' signs, 'fail' rejects the signature, 'hang' never answers. */
export function createFakeWx(verify: 'ok' | 'fail' | 'hang' = 'ok'): FakeWx {
  let onReady: (() => void) | undefined;
  let onError: ((result: { errMsg: string }) => void) | undefined;
  const wx: FakeWx = {
    configs: [],
    previews: [],
    closed: 0,
    localData: {},
    invokeAnswer: { err_msg: 'invoke:ok' },
    config(config) {
      wx.configs.push(config);
      if (verify === 'hang') return;
      queueMicrotask(() => {
        if (verify === 'fail') onError?.({ errMsg: 'config:invalid signature' });
        onReady?.();
      });
    },
    ready: (callback) => void (onReady = callback),
    error: (callback) => void (onError = callback),
    previewImage: (options) => void wx.previews.push(options),
    chooseImage: (options) => void (wx.lastChooseImage = options),
    scanQRCode: (options) => void (wx.lastScan = options),
    closeWindow: () => void (wx.closed += 1),
    getLocalImgData: (options) =>
      queueMicrotask(() => {
        const data = wx.localData[options.localId];
        if (data === undefined) options.fail?.({ errMsg: 'getLocalImgData:fail' });
        else options.success({ localData: data });
      }),
    invoke: (name, args, callback) => {
      wx.lastInvoke = { name, args };
      queueMicrotask(() => callback(wx.invokeAnswer));
    },
  };
  return wx;
}
