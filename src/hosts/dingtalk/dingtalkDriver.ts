import { dingtalkJsConfigSchema } from '@contracts/hosts/dingtalkJsConfig';
import { parseOrNull } from '@contracts/core/parse';
import { callbackToPromise } from '../shared/callbackToPromise';
import { errorMessageOf } from '../shared/errorCodeOf';
import type { DdSdk } from '../shared/hostContract';
import { loadSdkOnce } from '../shared/loadSdkOnce';
import { takeStartAuthCode } from '@shell/startCalls';
import { inDingTalk, requestDingtalkAuthCode } from './dingtalkAuthCode';
import type { OfficeSuiteDriver, OfficeSuiteSdk } from '../shared/officeSuiteDriver';

export const DINGTALK_JS_API_LIST = [
  'device.notification.toast',
  'biz.util.openLink',
  'biz.util.previewImage',
  'biz.util.scan',
  'biz.navigation.setTitle',
  'biz.navigation.close',
];

function dingtalkSdk(dd: DdSdk): OfficeSuiteSdk {
  return {
    // The start-calls script may have asked already: a second code would leave its session unused.
    requestAuthCode: async (context) => {
      const corpId = context.params.corpId ?? '';
      const early = await takeStartAuthCode(context.window, 'dingtalk', corpId);
      return early ?? requestDingtalkAuthCode(dd, corpId);
    },
    configure(answer, context) {
      const config = parseOrNull(dingtalkJsConfigSchema, answer);
      if (!config) return false;
      dd.error((error) => context.log.warn('DingTalk JS API config failed', errorMessageOf(error)));
      dd.config({ ...config, jsApiList: config.jsApiList ?? DINGTALK_JS_API_LIST });
      return true;
    },
  };
}

/** DingTalk (`dd`, dingtalk-jsapi): outside the app `dd.env.platform` is 'notInDingTalk'. */
export const dingtalkDriver: OfficeSuiteDriver = {
  id: 'dingtalk',
  async load(context) {
    const dd = await loadSdkOnce<DdSdk>(context, 'dingtalk', () => window.dd);
    return inDingTalk(dd) ? dingtalkSdk(dd) : undefined;
  },
};

/** The DingTalk SDK for verbs, which run after sign-in loaded it. */
export function requireDd(): Promise<DdSdk> {
  return callbackToPromise<DdSdk>((succeed, fail) =>
    window.dd ? succeed(window.dd) : fail('the DingTalk SDK is not loaded'),
  );
}
