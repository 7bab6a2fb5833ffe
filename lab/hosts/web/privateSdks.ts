import type { AuthCodeSdk, HzBankSdk, PrivateSdkResult } from '@shell/hosts/hostSdkGlobals';
import { codeOf, messageOf, numberOf, optionsOf, type SdkKit } from './SdkKit';

const ABSENT: PrivateSdkResult = { code: 30001, msg: 'bridge undefined' };
/** The verbs every private host answers with `{code: 0}`; anything else is 40004. */
const PLAIN_VERBS = [
  'toast',
  'close',
  'openLink',
  'setTitle',
  'setNavigationBar',
  'previewImage',
  'share',
  'openLightApp',
];

export type AuthCodeHost = 'workapp' | 'kk' | 'kingOA';

/** `hzBank.call` and the AuthCodeSdk's `call`: answers by verb name. */
function privateCall<T>(
  kit: SdkKit,
  method: string,
  params: unknown,
): Promise<PrivateSdkResult<T>> {
  kit.record(method, optionsOf(params));
  if (kit.notInHost) return Promise.resolve(ABSENT as PrivateSdkResult<T>);
  if (method === 'getUserInfo' || method === 'getPersonInfo') {
    return kit.hang ? kit.never() : kit.person().then((data) => ({ code: 0, data: data as T }));
  }
  if (PLAIN_VERBS.includes(method)) return Promise.resolve({ code: 0, data: null as T });
  return Promise.resolve({ code: 40004, msg: `unsupported: ${method}` });
}

/**
 * The work app, kk and kingOA: the AuthCodeSdk shape (`getAuthCode` then verbs by name), every
 * answer a `{code, msg, data}` promise. Outside the host: `{code: 30001, msg: 'bridge undefined'}`.
 */
export function installAuthCodeSdk(kit: SdkKit, host: AuthCodeHost): void {
  const sdk: AuthCodeSdk = {
    version: '3.2.0',
    async getAuthCode(options) {
      const o = optionsOf(options);
      kit.record('getAuthCode', o);
      if (kit.notInHost) return ABSENT as PrivateSdkResult<{ code: string }>;
      const answer = await kit.requestCode({ corpId: o.corpId });
      if (answer.ok) return { code: 0, data: { code: codeOf(answer) } };
      const code = numberOf(answer.data.code, answer.status || -1);
      return { code, msg: messageOf(answer, 'getAuthCode failed') };
    },
    call: (method, params) => privateCall(kit, String(method), params),
  };
  if (host === 'workapp') kit.win.workApp = sdk;
  else if (host === 'kk') kit.win.kk = sdk;
  else kit.win.kingOA = sdk;
}

/** The bank app's bridge: `hzBank.call(method, params)`; its session comes from the address. */
export function installHzBankSdk(kit: SdkKit): void {
  const hzBank: HzBankSdk = { call: (method, params) => privateCall(kit, String(method), params) };
  kit.win.hzBank = hzBank;
}
