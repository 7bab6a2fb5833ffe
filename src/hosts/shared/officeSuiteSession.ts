import { hostSessionSchema } from '@contracts/hosts/hostSession';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome, SignInSession } from '@shell/auth';
import { deviceTypeOf } from './deviceTypeOf';
import { errorMessageOf, hasErrorCode } from './errorCodeOf';
import type { HostSignInContext } from './hostContract';
import { maskSecret } from './maskSecret';
import { officeSuiteAuthorize } from './officeSuiteAuthorize';
import { exchangeThroughHelper, helperTargetOf } from './officeSuiteHelper';
import type { OfficeSuiteDriver } from './officeSuiteDriver';
import { failedWith, signedIn } from './outcomes';

/**
 * docs/host-verbs.md jsconfig/corp: loads the SDK and signs the page for it, after a sign-in and again
 * when a reload resumes the session (the SDK and its signature are per page); failures are
 * only logged.
 */
export async function configureOfficeSuite(
  context: HostSignInContext,
  driver: OfficeSuiteDriver,
  session: SignInSession,
): Promise<void> {
  try {
    const sdk = await driver.load(context);
    if (!sdk) return;
    const body = await context.http.post<unknown>(`/${driver.id}/v2/jsconfig/corp`, {
      corpId: context.params.corpId ?? session.corporationId,
      url: context.location.href.split('#')[0],
    });
    if (!sdk.configure(body, context)) {
      context.log.warn(`${driver.id} jsconfig answer does not fit the SDK`);
    }
  } catch (error) {
    context.log.warn(`${driver.id} JS API config failed`, errorMessageOf(error));
  }
}

/** docs/host-verbs.md office-suite session its failures: 402 + 99991672 app scope, 412 SSO again. */
export async function exchangeOfficeSuiteCode(
  context: HostSignInContext,
  driver: OfficeSuiteDriver,
  authCode: string,
): Promise<SignInOutcome> {
  const { params } = context;
  // A 200 answer without a session is read for error codes like a failure.
  let failure: unknown;
  try {
    const body = await context.http.post<unknown>(`/${driver.id}/v2/session`, {
      authCode,
      deviceType: deviceTypeOf(context.userAgent),
      appid: params.hostAppId,
      attr: params.attr,
      accessToken: params.accessToken,
    });
    const session = parseOrNull(hostSessionSchema, body);
    if (session) {
      // Off the critical path: a failed SDK config is only logged, so nobody waits for it.
      void configureOfficeSuite(context, driver, session);
      const helperTarget = helperTargetOf(context, session);
      if (helperTarget) return exchangeThroughHelper(context, driver, session, helperTarget);
      return signedIn(session);
    }
    failure = body;
  } catch (error) {
    failure = error;
  }
  if (hasErrorCode(failure, 402) && hasErrorCode(failure, 99991672)) {
    return officeSuiteAuthorize(context, driver.id, 'app-scope', 'app');
  }
  if (hasErrorCode(failure, 412)) return officeSuiteAuthorize(context, driver.id, 'session-412');
  context.log.warn(`${driver.id} session failed for code`, maskSecret(authCode));
  return failedWith('enterFailed', { reason: errorMessageOf(failure) });
}
