import type { WxSdk } from '@shell/hosts/hostSdkGlobals';
import { SAMPLE_JPEG_BASE64, sampleFiles } from './samplePicks';
import { messageOf, optionsOf, type SdkKit } from './SdkKit';

const LOCAL_ID = 'wxLocalResource://lab-photo-1';

type Failure = { errMsg: string };
type ConfigState = 'none' | 'pending' | 'ready' | 'failed';

/**
 * jweixin as WeCom's page sees it: `wx.config` is checked by the lab (POST /verify recomputes
 * the signature for this page's address and trusted domain), then `wx.ready` or `wx.error`
 * with `{errMsg}`. Outside WeCom config fails with 'not in wxwork'; 'hang' never settles it.
 */
export function installWecomSdk(kit: SdkKit): void {
  let state: ConfigState = 'none';
  let failure: Failure | null = null;
  const readyCallbacks: Array<() => void> = [];
  const errorCallbacks: Array<(result: Failure) => void> = [];
  const settle = (next: 'ready' | 'failed', why: Failure | null = null) => {
    state = next;
    failure = why;
    if (next === 'ready') readyCallbacks.splice(0).forEach((callback) => kit.call(callback));
    else errorCallbacks.splice(0).forEach((callback) => kit.call(callback, why));
  };
  /** True (after calling `fail`) when the page is not inside WeCom. */
  const failWhenAbsent = (options: Record<string, unknown>, method: string) => {
    if (!kit.notInHost) return false;
    kit.call(options.fail, { errMsg: `${method}:fail, not in wxwork` });
    return true;
  };

  const wx: WxSdk = {
    config(config) {
      const c = optionsOf(config);
      kit.record('config', { appId: c.appId, jsApiList: c.jsApiList });
      state = 'pending';
      if (kit.notInHost) {
        kit.later(() => settle('failed', { errMsg: 'config:fail, not in wxwork' }));
        return;
      }
      if (kit.hang) return;
      const { appId, timestamp, nonceStr, signature } = c;
      void kit
        .labPost('/verify', { appId, timestamp, nonceStr, signature, url: kit.pageUrl() })
        .then((answer) => {
          if (answer.ok && answer.data.ok === true) settle('ready');
          else settle('failed', { errMsg: messageOf(answer, 'config:fail') });
        });
    },
    ready(callback) {
      if (typeof callback !== 'function') return;
      if (state === 'ready') kit.call(callback);
      else readyCallbacks.push(callback);
    },
    error(callback) {
      if (typeof callback !== 'function') return;
      // Unlike jweixin, a late handler still hears about a failure: a page must never wait forever.
      if (state === 'failed') kit.call(callback, failure);
      else errorCallbacks.push(callback);
    },
    previewImage(options) {
      kit.record('previewImage', options);
    },
    chooseImage(options) {
      kit.record('chooseImage', options);
      const o = optionsOf(options);
      if (failWhenAbsent(o, 'chooseImage')) return;
      kit.call(o.success, { localIds: [LOCAL_ID], errMsg: 'chooseImage:ok' });
    },
    getLocalImgData(options) {
      kit.record('getLocalImgData', options);
      const o = optionsOf(options);
      if (failWhenAbsent(o, 'getLocalImgData')) return;
      if (o.localId !== LOCAL_ID) {
        kit.call(o.fail, { errMsg: 'getLocalImgData:fail, unknown localId' });
        return;
      }
      // As on iOS: the data address, prefix included.
      const localData = `data:image/jpeg;base64,${SAMPLE_JPEG_BASE64}`;
      kit.call(o.success, { localData, errMsg: 'getLocalImgData:ok' });
    },
    scanQRCode(options) {
      kit.record('scanQRCode', options);
      const o = optionsOf(options);
      if (failWhenAbsent(o, 'scanQRCode')) return;
      void kit.scanText().then((resultStr) => {
        if (resultStr === null) kit.call(o.fail, { errMsg: 'scanQRCode:fail' });
        else kit.call(o.success, { resultStr, errMsg: 'scanQRCode:ok' });
      });
    },
    closeWindow() {
      kit.record('closeWindow');
    },
    invoke(name, args, callback) {
      kit.record('invoke', { name, args });
      const status = `${String(name)}${kit.notInHost ? ':fail' : ':ok'}`;
      // The chat app's file picker: files from chats, with their sizes.
      const extra =
        name === 'chooseMessageFile' && !kit.notInHost ? { tempFiles: sampleFiles() } : {};
      kit.call(callback, { err_msg: status, ...extra });
    },
  };
  kit.win.wx = wx;
  (kit.win as Window & { jWeixin?: WxSdk }).jWeixin = wx;
}
