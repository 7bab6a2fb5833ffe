import { hostSessionSchema } from '@contracts/hosts/hostSession';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome, SignInSession } from '@shell/auth';
import { errorMessageOf, hasErrorCode, statusOf } from '../shared/errorCodeOf';
import type { HostSignInContext } from '../shared/hostContract';
import { maskSecret } from '../shared/maskSecret';
import { failedWith, signedIn } from '../shared/outcomes';
import { configureWecomJsApi } from './configureWecomJsApi';
import { cacheSession, readCachedSession } from './wecomSessionCookie';
import { wecomSsoRedirect } from './wecomSso';

type SessionStep = { session: SignInSession } | { outcome: SignInOutcome };

async function sessionFromToken(
  context: HostSignInContext,
  accessToken: string,
): Promise<SessionStep> {
  const { params } = context;
  try {
    const body = await context.http.get<unknown>('/wecom/v2/session', {
      params: { accessToken, wxCorpId: params.corpId, corpId: params.ekbCorpId },
    });
    const session = parseOrNull(hostSessionSchema, body);
    if (session) return { session };
    context.log.warn('chat-app session answer is malformed');
  } catch (error) {
    if (statusOf(error) === 401) return { outcome: wecomSsoRedirect(context, 'session-401') };
    context.log.warn('chat-app session call failed', maskSecret(accessToken));
  }
  return { outcome: failedWith('sessionExpired') };
}

async function sessionFromCode(context: HostSignInContext, authCode: string): Promise<SessionStep> {
  const cached = readCachedSession(context, authCode);
  if (cached) return { session: cached };
  // A 200 answer without a session is read for error codes like a failure.
  let failure: unknown;
  try {
    const body = await context.http.post<unknown>('/wecom/v2/web/session', {
      authCode,
      deviceType: 'DESKTOP',
    });
    const session = parseOrNull(hostSessionSchema, body);
    if (session) {
      cacheSession(context, authCode, session);
      return { session };
    }
    failure = body;
  } catch (error) {
    failure = error;
  }
  if (hasErrorCode(failure, 412)) return { outcome: wecomSsoRedirect(context, 'web-session-412') };
  context.log.warn('chat-app web session failed for code', maskSecret(authCode));
  return { outcome: failedWith('ssoFailed') };
}

/** docs/sign-in-and-hosts.md chat-app sign-in chat-app session failures. */
export async function signInWecom(context: HostSignInContext): Promise<SignInOutcome> {
  const { params } = context;
  let step: SessionStep;
  if (params.accessToken) {
    step = await sessionFromToken(context, params.accessToken);
  } else {
    const code = params.authCode ?? params.code ?? params.ssoAuth;
    if (!code) return wecomSsoRedirect(context, 'no-code');
    step = await sessionFromCode(context, code);
  }
  if ('outcome' in step) return step.outcome;
  // Off the critical path: the session stands whatever the JS API check says (docs/sign-in-and-hosts.md only
  // asks to tell the person), so staff reach home one round trip sooner.
  configureWecomJsApi(context, params.corpId ?? step.session.wxCorpId).catch((error: unknown) =>
    context.log.warn('the chat-app JS API did not answer', errorMessageOf(error)),
  );
  return signedIn(step.session);
}
