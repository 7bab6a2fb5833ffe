import { hostSessionSchema } from '@contracts/hosts/hostSession';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome } from '@shell/auth';
import { deviceTypeOf } from '../shared/deviceTypeOf';
import { errorMessageOf } from '../shared/errorCodeOf';
import type { AuthCodeSdk, HostSignInContext } from '../shared/hostContract';
import { loadSdkOnce } from '../shared/loadSdkOnce';
import { maskSecret } from '../shared/maskSecret';
import { failedWith, signedIn } from '../shared/outcomes';
import { isHostTimeout, withTimeout } from '../shared/withTimeout';

/** docs/sign-in-and-hosts.md: raised on the app bus when the work app gives no code. */
export const NO_CODE_EVENT = 'no code obtained';

async function codeFromWorkApp(context: HostSignInContext): Promise<string | undefined> {
  const sdk = await loadSdkOnce<AuthCodeSdk>(context, 'workapp', () => window.workApp);
  if (!sdk) return undefined;
  try {
    const request = sdk.getAuthCode({ corpId: context.params.corpId });
    const result = await withTimeout(request, context.config.sdkTimeoutMs, context.clock);
    const code = result?.code === 0 ? result.data?.code : undefined;
    if (typeof code === 'string' && code.length > 0) return code;
    context.log.warn('work app SDK gave no code', errorMessageOf(result));
  } catch (error) {
    if (isHostTimeout(error)) throw error;
    context.log.warn('work app SDK failed', errorMessageOf(error));
  }
  return undefined;
}

/** docs/sign-in-and-hosts.md work-app session: no code → bus event; failed session → initializing page. */
export async function signInWorkapp(context: HostSignInContext): Promise<SignInOutcome> {
  const authCode = await codeFromWorkApp(context);
  if (!authCode) {
    context.emit(NO_CODE_EVENT);
    return failedWith('noCode');
  }
  try {
    const body = await context.http.post<unknown>('/workapp/rest/v1/session', {
      corpId: context.params.corpId,
      authCode,
      deviceType: context.params.deviceType ?? deviceTypeOf(context.userAgent),
    });
    const session = parseOrNull(hostSessionSchema, body);
    if (session) return signedIn(session);
    context.log.warn('work app session answer is malformed');
  } catch {
    context.log.warn('work app session failed for code', maskSecret(authCode));
  }
  return { kind: 'page', page: 'initializing' };
}
