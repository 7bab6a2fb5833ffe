import { UNAUTHORIZED_CODES, type HttpClient } from '../http';
import { errorCodeOf, errorStatusOf, MISSING_AUTHCODE_CODE } from './AuthError';
import { describeFailure, type AuthLog } from './AuthLog';
import type { StorageLike } from './createSafeStorage';
import type { IdentitySession } from './createIdentitySession';
import { decodeIdToken } from './decodeIdToken';
import { resolveStoredLogin, type StoredLoginParams } from './resolveStoredLogin';
import { loadAccountSession } from './sessionCalls';
import type { SignInOutcome } from './SignInOutcome';

export interface IdentitySignInDeps {
  session: Pick<IdentitySession, 'finishLogin'>;
  http: HttpClient;
  params: StoredLoginParams;
  /** Where the plain session login keeps its token and corporation (local storage). */
  storage: StorageLike | undefined;
  log: AuthLog;
}

/**
 * docs/sign-in-and-hosts.md: codes that mean "not signed in", wherever in the chain they come from. The stored-
 * state 401 ('未登录…') carries status 401, so it is caught by the status check.
 */
export function isUnauthorizedFailure(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code !== undefined && UNAUTHORIZED_CODES.includes(code)) return true;
  const errorCode: unknown = (error as { errorCode?: unknown } | null)?.errorCode;
  if (typeof errorCode === 'string' && UNAUTHORIZED_CODES.includes(errorCode)) return true;
  return errorStatusOf(error) === 401;
}

/**
 * Sign-in, general (docs/sign-in-and-hosts.md): identity-provider login first; a missing auth code falls back to
 * the normal session login from stored state; unauthorised codes end as 'unauthorized'.
 * Loading the staff record comes after, in the shell.
 */
export function createIdentitySignIn(
  deps: IdentitySignInDeps,
): (code?: string) => Promise<SignInOutcome> {
  const failed = (error: unknown): SignInOutcome => {
    if (isUnauthorizedFailure(error)) return { kind: 'unauthorized' };
    deps.log.error('[auth] sign-in failed', describeFailure(error));
    return { kind: 'failed', message: { key: 'systemError' } };
  };

  const sessionLogin = async (): Promise<SignInOutcome> => {
    try {
      const stored = resolveStoredLogin({ params: deps.params, storage: deps.storage });
      const session = await loadAccountSession(deps.http, stored.accessToken);
      const corporationId = session.corporationId ?? stored.corporationId;
      return {
        kind: 'signed-in',
        session: { ...session, ...(corporationId ? { corporationId } : {}) },
      };
    } catch (error) {
      return failed(error);
    }
  };

  return async (code) => {
    try {
      const pair = await deps.session.finishLogin(code);
      const { corpId, userId } = decodeIdToken(pair.id_token);
      return {
        kind: 'signed-in',
        session: {
          accessToken: pair.access_token,
          ...(corpId ? { corporationId: corpId } : {}),
          ...(userId ? { userId } : {}),
        },
      };
    } catch (error) {
      if (errorCodeOf(error) === MISSING_AUTHCODE_CODE) return sessionLogin();
      return failed(error);
    }
  };
}
