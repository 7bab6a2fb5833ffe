import { deviceTypeOf } from '../hosts/shared/deviceTypeOf';
import { earlySessionOf } from './earlySessionOf';
import type { DdSdk } from '../hosts/shared/hostContract';
import { inDingTalk, requestDingtalkAuthCode } from '../hosts/dingtalk/dingtalkAuthCode';
import { jsonOf, sendStartCall } from './sendStartCall';
import { apiRequest, type StartCallsContext } from './StartCallsContext';
import { sendStaffCalls } from './staffStartCalls';

export interface DingtalkPage {
  readDd(): DdSdk | undefined;
  loadScript(url: string): Promise<void>;
}

function sendSession(context: StartCallsContext, authCode: string): void {
  const { params } = context;
  const body = {
    authCode,
    deviceType: deviceTypeOf(context.userAgent),
    appid: params.hostAppId,
    attr: params.attr,
    accessToken: params.accessToken,
  };
  const request = apiRequest(context, { method: 'POST', path: '/dingtalk/v2/session', body });
  sendStartCall(context.store, context.fetch, request, (answer) => {
    const session = earlySessionOf(jsonOf(answer));
    // A helper corporation's session buys another one first (officeSuiteHelper): not guessed here.
    const helper = params.ekbCorpId && params.ekbCorpId !== session?.corporationId;
    if (session && !helper) sendStaffCalls(context, session.accessToken);
  });
}

/**
 * DingTalk (officeSuiteSignIn): its SDK, an auth code from it, the session exchange, then the
 * staff calls. The SDK load and the code are the shell's to take (loadScriptOnce, the DingTalk
 * driver); a code from the address is left to the shell, which may also rewrite the address.
 */
export function sendDingtalkStartCalls(context: StartCallsContext, page: DingtalkPage): void {
  const url = context.config.hosts.sdkUrls.dingtalk;
  if (context.params.code || !url) return;
  const corpId = context.params.corpId ?? '';
  let sdk = Promise.resolve();
  if (!page.readDd()) {
    sdk = page.loadScript(url);
    context.store.scripts[url] = sdk;
  }
  const code = sdk
    .then(
      () => {
        const dd = page.readDd();
        return inDingTalk(dd) ? requestDingtalkAuthCode(dd, corpId) : null;
      },
      () => null,
    )
    .then((authCode) => {
      if (authCode) sendSession(context, authCode);
      return authCode;
    });
  // Its refusal is the shell's to read, when the shell takes the code; untaken it is dropped.
  code.catch(() => undefined);
  context.store.authCode = { host: 'dingtalk', corpId, code, taken: false };
}
