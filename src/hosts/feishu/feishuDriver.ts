import { feishuJsConfigSchema } from '@contracts/hosts/feishuJsConfig';
import { parseOrNull } from '@contracts/core/parse';
import { callbackToPromise } from '../shared/callbackToPromise';
import { errorMessageOf } from '../shared/errorCodeOf';
import type { H5Sdk, TtSdk } from '../shared/hostContract';
import { loadSdkOnce } from '../shared/loadSdkOnce';
import type { OfficeSuiteDriver, OfficeSuiteSdk } from '../shared/officeSuiteDriver';

export const FEISHU_JS_API_LIST = ['showToast', 'previewImage', 'scanCode', 'closeWindow'];

interface FeishuSdks {
  h5sdk: H5Sdk;
  tt: TtSdk;
}

function readFeishuSdks(): FeishuSdks | undefined {
  const { h5sdk, tt } = window;
  if (!h5sdk || !tt || typeof tt.requestAuthCode !== 'function') return undefined;
  return { h5sdk, tt };
}

function feishuSdk({ h5sdk, tt }: FeishuSdks): OfficeSuiteSdk {
  return {
    requestAuthCode: (context) =>
      new Promise<string | undefined>((resolve, reject) => {
        h5sdk.ready(() => {
          tt.requestAuthCode({
            appId: context.params.hostAppId ?? context.params.appId ?? '',
            success: (result) => resolve(typeof result?.code === 'string' ? result.code : ''),
            fail: reject,
          });
        });
      }),
    configure(answer, context) {
      const read = parseOrNull(feishuJsConfigSchema, answer);
      if (!read) return false;
      const config = { ...read, jsApiList: read.jsApiList ?? FEISHU_JS_API_LIST };
      const onFail = (error: unknown) =>
        context.log.warn('Feishu JS API config failed', errorMessageOf(error));
      h5sdk.error(onFail);
      h5sdk.config({ ...config, onFail });
      return true;
    },
  };
}

/** Feishu (`h5sdk` + `tt`): when the SDK does not appear, the page is not inside Feishu. */
export const feishuDriver: OfficeSuiteDriver = {
  id: 'feishu',
  async load(context) {
    const sdks = await loadSdkOnce(context, 'feishu', readFeishuSdks);
    return sdks ? feishuSdk(sdks) : undefined;
  },
};

/** The `tt` API for verbs, which run after sign-in loaded it. */
export function requireTt(): Promise<TtSdk> {
  return callbackToPromise<TtSdk>((succeed, fail) =>
    window.tt ? succeed(window.tt) : fail('the Feishu SDK is not loaded'),
  );
}
