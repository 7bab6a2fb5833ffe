import type { FeishuError, H5Sdk, TtSdk } from '@shell/hosts/hostSdkGlobals';
import { codeOf, messageOf, numberOf, optionsOf, type LabAnswer, type SdkKit } from './SdkKit';

const ABSENT: FeishuError = { errno: 1, errString: 'not in Feishu' };

const errorOf = (answer: LabAnswer, fallback: string): FeishuError => ({
  errno: numberOf(answer.data.errno, numberOf(answer.data.code, answer.status)),
  errString: messageOf(answer, fallback),
});

/**
 * Feishu's h5sdk and tt: `h5sdk.ready` fires once the (fake) bridge is up, `h5sdk.config` is
 * checked by the lab, `tt.requestAuthCode` is backed by the lab's single-use codes. Failures
 * carry `{errno, errString}` (a preset can make the lab answer errno 103, the auth error).
 */
export function installFeishuSdk(kit: SdkKit): void {
  let bridgeReady = false;
  const readyCallbacks: Array<() => void> = [];
  const errorCallbacks: Array<(error: FeishuError) => void> = [];
  const failed = (error: FeishuError) =>
    errorCallbacks.forEach((callback) => kit.call(callback, error));
  if (kit.notInHost) kit.later(() => failed(ABSENT));
  else if (!kit.hang) {
    kit.later(() => {
      bridgeReady = true;
      readyCallbacks.splice(0).forEach((callback) => kit.call(callback));
    });
  }
  const verb =
    (name: string, run: (o: Record<string, unknown>) => void) =>
    (options?: unknown): void => {
      const o = optionsOf(options);
      kit.record(name, o);
      if (kit.notInHost) kit.call(o.fail, ABSENT);
      else run(o);
    };
  const succeed = (name: string, value?: unknown) => verb(name, (o) => kit.call(o.success, value));

  const h5sdk: H5Sdk = {
    config(config) {
      const c = optionsOf(config);
      kit.record('config', { appId: c.appId, jsApiList: c.jsApiList });
      if (kit.notInHost) {
        kit.call(c.onFail, ABSENT);
        return;
      }
      if (kit.hang) return;
      const { appId, timestamp, nonceStr, signature } = c;
      void kit
        .labPost('/verify', { appId, timestamp, nonceStr, signature, url: kit.pageUrl() })
        .then((answer) => {
          if (answer.ok && answer.data.ok === true) {
            kit.call(c.onSuccess);
            return;
          }
          const error = errorOf(answer, 'config failed');
          kit.call(c.onFail, error);
          failed(error);
        });
    },
    ready(callback) {
      if (typeof callback !== 'function') return;
      if (bridgeReady) kit.call(callback);
      else readyCallbacks.push(callback);
    },
    error(callback) {
      if (typeof callback === 'function') errorCallbacks.push(callback);
    },
  };
  const tt: TtSdk = {
    requestAuthCode: verb('requestAuthCode', (o) => {
      void kit.requestCode({ appId: o.appId }).then((answer) => {
        if (answer.ok) kit.call(o.success, { code: codeOf(answer) });
        else kit.call(o.fail, errorOf(answer, 'requestAuthCode failed'));
      });
    }),
    showToast(options) {
      kit.record('showToast', options);
    },
    previewImage: succeed('previewImage'),
    scanCode: verb('scanCode', (o) => {
      void kit.scanText().then((result) => {
        if (result === null) kit.call(o.fail, { errno: 1, errString: 'scanCode failed' });
        else kit.call(o.success, { result });
      });
    }),
    closeWindow: succeed('closeWindow'),
  };
  kit.win.h5sdk = h5sdk;
  kit.win.tt = tt;
}
