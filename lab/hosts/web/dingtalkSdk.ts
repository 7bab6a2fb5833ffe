import type { DdSdk, DingTalkError } from '@shell/hosts/hostSdkGlobals';
import { codeOf, messageOf, numberOf, optionsOf, type SdkKit } from './SdkKit';

const ABSENT: DingTalkError = { errorCode: -1, errorMessage: 'not in DingTalk' };

/**
 * dingtalk-jsapi as the page sees it: `dd.env.platform` ('notInDingTalk' outside the app),
 * `dd.config` checked by the lab, and `requestAuthCode` backed by the lab's single-use codes.
 * Failures carry `{errorCode, errorMessage}`; 'hang' never answers the auth-code call.
 */
export function installDingtalkSdk(kit: SdkKit): void {
  let state: 'none' | 'pending' | 'ready' | 'failed' = 'none';
  let failure: DingTalkError | null = null;
  let bridgeReady = false;
  const readyCallbacks: Array<() => void> = [];
  const errorCallbacks: Array<(error: DingTalkError) => void> = [];
  const flush = () => {
    if (state === 'failed') {
      errorCallbacks.splice(0).forEach((callback) => kit.call(callback, failure));
    } else if (bridgeReady && state !== 'pending') {
      readyCallbacks.splice(0).forEach((callback) => kit.call(callback));
    }
  };
  if (!kit.notInHost && !kit.hang) {
    kit.later(() => {
      bridgeReady = true;
      flush();
    });
  }
  /** A verb that fails with ABSENT outside DingTalk and otherwise runs. */
  const verb =
    (name: string, run: (o: Record<string, unknown>) => void) =>
    (options?: unknown): void => {
      const o = optionsOf(options);
      kit.record(name, o);
      if (kit.notInHost) kit.call(o.onFail, ABSENT);
      else run(o);
    };
  const succeed = (name: string, value?: unknown) =>
    verb(name, (o) => kit.call(o.onSuccess, value));

  const dd: DdSdk = {
    env: { platform: kit.notInHost ? 'notInDingTalk' : 'pc' },
    version: kit.notInHost ? undefined : '7.5.0',
    config(config) {
      const c = optionsOf(config);
      kit.record('config', { corpId: c.corpId, agentId: c.agentId, jsApiList: c.jsApiList });
      if (kit.notInHost) {
        state = 'failed';
        failure = ABSENT;
        kit.later(flush);
        return;
      }
      state = 'pending';
      if (kit.hang) return;
      const body = {
        corpId: c.corpId,
        agentId: c.agentId,
        timestamp: c.timeStamp,
        nonceStr: c.nonceStr,
        signature: c.signature,
        url: kit.pageUrl(),
      };
      void kit.labPost('/verify', body).then((answer) => {
        if (answer.ok && answer.data.ok === true) state = 'ready';
        else {
          state = 'failed';
          const errorCode = numberOf(answer.data.errorCode, 9);
          failure = { errorCode, errorMessage: messageOf(answer, 'config failed') };
        }
        flush();
      });
    },
    ready(callback) {
      if (typeof callback !== 'function') return;
      readyCallbacks.push(callback);
      flush();
    },
    error(callback) {
      if (typeof callback !== 'function') return;
      errorCallbacks.push(callback);
      flush();
    },
    runtime: {
      permission: {
        requestAuthCode: verb('requestAuthCode', (o) => {
          void kit.requestCode({ corpId: o.corpId }).then((answer) => {
            if (answer.ok) kit.call(o.onSuccess, { code: codeOf(answer) });
            else {
              const errorCode = numberOf(answer.data.errorCode, answer.status);
              const errorMessage = messageOf(answer, 'requestAuthCode failed');
              kit.call(o.onFail, { errorCode, errorMessage });
            }
          });
        }),
      },
    },
    device: { notification: { toast: succeed('toast') } },
    biz: {
      util: {
        // DingTalk pushes a new webview with the page; the lab's stand-in is a new tab.
        openLink: verb('openLink', (o) => {
          if (typeof o.url === 'string' && /^https?:\/\//.test(o.url))
            kit.win.open(o.url, '_blank');
          kit.call(o.onSuccess);
        }),
        previewImage: succeed('previewImage'),
        scan: verb('scan', (o) => {
          void kit.scanText().then((text) => {
            if (text === null) kit.call(o.onFail, { errorCode: 3, errorMessage: 'scan failed' });
            else kit.call(o.onSuccess, { text });
          });
        }),
      },
      navigation: {
        setTitle: verb('setTitle', (o) => {
          kit.win.document.title = String(o.title ?? '');
          kit.call(o.onSuccess);
        }),
        close: succeed('close'),
      },
    },
  };
  kit.win.dd = dd;
}
