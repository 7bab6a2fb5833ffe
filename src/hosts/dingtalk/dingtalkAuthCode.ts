import type { DdSdk } from '../shared/hostContract';

/** Outside the app `dd.env.platform` is 'notInDingTalk', and there is no auth code to ask for. */
export function inDingTalk(dd: DdSdk | undefined): dd is DdSdk {
  return (
    dd !== undefined &&
    dd.env?.platform !== 'notInDingTalk' &&
    typeof dd.runtime?.permission?.requestAuthCode === 'function'
  );
}

/** A sign-in code from DingTalk once its bridge is ready ('' when it answers without one). */
export function requestDingtalkAuthCode(dd: DdSdk, corpId: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    dd.ready(() => {
      dd.runtime.permission.requestAuthCode({
        corpId,
        onSuccess: (result) => resolve(typeof result?.code === 'string' ? result.code : ''),
        onFail: reject,
      });
    });
  });
}
