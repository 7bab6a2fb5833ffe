import type { SignInOutcome } from '@shell/auth';
import { buildUrl } from './buildUrl';
import { errorMessageOf, hasErrorCode } from './errorCodeOf';
import type { HostSignInContext } from './hostContract';
import { officeSuiteAuthorize } from './officeSuiteAuthorize';
import type { OfficeSuiteDriver } from './officeSuiteDriver';
import { exchangeOfficeSuiteCode } from './officeSuiteSession';
import { failedWith } from './outcomes';
import { sameOriginPath } from './sameOriginPath';
import { isHostTimeout, withTimeout } from './withTimeout';

/** docs/host-verbs.md: auth error number 103 asks for a fresh code through the authorization page. */
const AUTH_ERROR = 103;

async function codeFromHost(
  context: HostSignInContext,
  driver: OfficeSuiteDriver,
): Promise<{ code: string } | { outcome: SignInOutcome }> {
  const sdk = await driver.load(context);
  if (!sdk) return { outcome: officeSuiteAuthorize(context, driver.id, 'not-in-host') };
  let code: string | undefined;
  try {
    const request = sdk.requestAuthCode(context);
    code = await withTimeout(request, context.config.sdkTimeoutMs, context.clock);
  } catch (error) {
    if (isHostTimeout(error)) throw error;
    if (hasErrorCode(error, AUTH_ERROR)) {
      return { outcome: officeSuiteAuthorize(context, driver.id, 'auth-error-103') };
    }
    return { outcome: failedWith('enterFailed', { reason: errorMessageOf(error) }) };
  }
  if (!code) {
    context.log.warn('auth code为空');
    return { outcome: officeSuiteAuthorize(context, driver.id, 'empty-code') };
  }
  return { code };
}

/**
 * docs/host-verbs.md office-suite sign-in, shared by both suites: a code from the address (rebuilding the
 * address from `state` when the authorization page sent us back) or from the host's SDK, then
 * the session exchange.
 */
export async function signInOfficeSuite(
  context: HostSignInContext,
  driver: OfficeSuiteDriver,
): Promise<SignInOutcome> {
  const { params, location } = context;
  if (params.code) {
    if (params.state) {
      const path = sameOriginPath(params.state, location.origin);
      if (path) location.rewrite(buildUrl(path, { code: params.code }));
      else context.log.warn(`${driver.id} state is not a path on this origin; address kept`);
    }
    return exchangeOfficeSuiteCode(context, driver, params.code);
  }
  const step = await codeFromHost(context, driver);
  if ('outcome' in step) return step.outcome;
  return exchangeOfficeSuiteCode(context, driver, step.code);
}
