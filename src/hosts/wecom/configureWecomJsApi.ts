import { wecomJsConfigSchema } from '@contracts/hosts/wecomJsConfig';
import { parseOrNull } from '@contracts/core/parse';
import { errorMessageOf } from '../shared/errorCodeOf';
import type { HostSignInContext, WxSdk } from '../shared/hostContract';
import { loadSdkOnce } from '../shared/loadSdkOnce';
import { withTimeout } from '../shared/withTimeout';

/** Raised on the app bus when the chat app rejects the JS API signature (docs/sign-in-and-hosts.md). */
export const VERIFY_FAILED_EVENT = 'host:verify-failed';

export const WECOM_JS_API_LIST = ['previewImage', 'chooseImage', 'scanQRCode', 'closeWindow'];

function verifyFailed(context: HostSignInContext, reason: string): void {
  context.log.warn('chat-app JS API verification failed', reason);
  context.emit(VERIFY_FAILED_EVENT, { key: 'wechatApiVerify' });
}

/**
 * docs/sign-in-and-hosts.md jsconfig: signs this page for the chat app's JS API. A rejected signature keeps the
 * user signed in and raises VERIFY_FAILED_EVENT; only a host that never answers rejects
 * (HostTimeoutError).
 */
export async function configureWecomJsApi(
  context: HostSignInContext,
  corpId: string | undefined,
): Promise<void> {
  const url = context.location.href.split('#')[0] ?? '';
  let config;
  try {
    const body = await context.http.post<unknown>('/wecom/v2/jsconfig', { corpId, url });
    config = parseOrNull(wecomJsConfigSchema, body);
  } catch (error) {
    verifyFailed(context, `jsconfig call failed: ${errorMessageOf(error)}`);
    return;
  }
  if (!config) return verifyFailed(context, 'jsconfig answer is malformed');
  const wx = await loadSdkOnce<WxSdk>(context, 'wecom', () => window.wx);
  if (!wx) return verifyFailed(context, 'the chat-app JS SDK is not available');
  const sdk = wx;
  const signed = config;
  let reported = false;
  const outcome = new Promise<string | undefined>((resolve) => {
    // Registered before config: the SDK may report an error at any time, even after ready.
    sdk.error((result) => {
      if (!reported) verifyFailed(context, errorMessageOf(result));
      reported = true;
      resolve(result.errMsg);
    });
    sdk.ready(() => resolve(undefined));
    sdk.config({ beta: true, jsApiList: WECOM_JS_API_LIST, ...signed });
  });
  await withTimeout(outcome, context.config.sdkTimeoutMs, context.clock);
}
