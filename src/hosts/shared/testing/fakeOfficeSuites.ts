import type { DdSdk, DingTalkError, FeishuError, H5Sdk, TtSdk } from '../hostContract';

/** How the fake host answers a request for an auth code. */
export type FakeCodeAnswer<E> = { code: string } | { error: E } | 'hang';

function answer<E>(
  reply: FakeCodeAnswer<E>,
  succeed: (result: { code: string }) => void,
  fail: (error: E) => void,
): void {
  if (reply === 'hang') return;
  queueMicrotask(() => ('code' in reply ? succeed({ code: reply.code }) : fail(reply.error)));
}

export interface FakeDd extends DdSdk {
  configs: Array<Parameters<DdSdk['config']>[0]>;
  codeRequests: Array<{ corpId: string }>;
}

/** dingtalk-jsapi as the lab plays it; verbs succeed and are recorded in `calls`. */
export function createFakeDd(
  reply: FakeCodeAnswer<DingTalkError>,
  platform: DdSdk['env']['platform'] = 'android',
  calls: Array<{ api: string; options: unknown }> = [],
): FakeDd {
  const record = (api: string) => (options?: object) => {
    calls.push({ api, options });
    const succeed = (options as { onSuccess?: (result: { text: string }) => void } | undefined)
      ?.onSuccess;
    succeed?.({ text: 'SCANNED' });
  };
  const dd: FakeDd = {
    configs: [],
    codeRequests: [],
    env: { platform },
    config: (config) => void dd.configs.push(config),
    ready: (callback) => queueMicrotask(callback),
    error: () => undefined,
    runtime: {
      permission: {
        requestAuthCode: ({ corpId, onSuccess, onFail }) => {
          dd.codeRequests.push({ corpId });
          answer(reply, onSuccess, onFail);
        },
      },
    },
    device: { notification: { toast: record('toast') } },
    biz: {
      util: {
        openLink: record('openLink'),
        previewImage: record('previewImage'),
        scan: record('scan'),
      },
      navigation: { setTitle: record('setTitle'), close: record('close') },
    },
  };
  return dd;
}

export interface FakeFeishu {
  h5sdk: H5Sdk;
  tt: TtSdk;
  configs: Array<Parameters<H5Sdk['config']>[0]>;
  codeRequests: Array<{ appId: string }>;
  toasts: string[];
}

/** Feishu's h5sdk + tt as the lab plays them. */
export function createFakeFeishu(reply: FakeCodeAnswer<FeishuError>): FakeFeishu {
  const fake: FakeFeishu = {
    configs: [],
    codeRequests: [],
    toasts: [],
    h5sdk: {
      config: (config) => void fake.configs.push(config),
      ready: (callback) => queueMicrotask(callback),
      error: () => undefined,
    },
    tt: {
      requestAuthCode: ({ appId, success, fail }) => {
        fake.codeRequests.push({ appId });
        answer(reply, success, fail);
      },
      showToast: ({ title }) => void fake.toasts.push(title),
      previewImage: ({ success }) => success?.(),
      scanCode: ({ success }) => success({ result: 'SCANNED' }),
      closeWindow: (options) => options?.success?.(),
    },
  };
  return fake;
}

export function installFeishu(fake: FakeFeishu): void {
  window.h5sdk = fake.h5sdk;
  window.tt = fake.tt;
}
