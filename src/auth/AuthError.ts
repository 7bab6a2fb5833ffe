/** docs/sign-in-and-hosts.md: the identity provider found no code and nothing stored; fall back to session login. */
export const MISSING_AUTHCODE_CODE = 'error:idp:missing-authcode';
export const MISSING_AUTHCODE_MESSAGE = 'No auth code found';
/** docs/sign-in-and-hosts.md: the refresh token is no longer accepted; re-authorize in cross-origin mode. */
export const REFRESH_TOKEN_INVALID_CODE = 'error:idp:refresh-token-invalid';
/** docs/sign-in-and-hosts.md: re-authorizing needs the stored staff and there is none. */
export const NO_STAFF_CODE = 'error:auth';
export const NO_STAFF_MESSAGE = 'No staff id found';
/** A server answered 2xx with something that is not the documented shape. */
export const INVALID_ANSWER_CODE = 'error:auth:invalid-answer';
/** docs/sign-in-and-hosts.md: no login information at all (stored state). Shown to staff as is. */
export const NOT_LOGGED_IN_MESSAGE = '未登录，请重新进入应用';
export const NOT_LOGGED_IN_CODE = '401';

export interface AuthErrorInit {
  code: string;
  message: string;
  status?: number;
  cause?: unknown;
}

/** A sign-in failure with a code the chain branches on, like HttpError but not from transport. */
export class AuthError extends Error {
  override readonly name: string = 'AuthError';
  readonly code: string;
  readonly status?: number;

  constructor(init: AuthErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
  }
}

/** A non-OK identity-provider answer, carrying its error code and message (docs/sign-in-and-hosts.md). */
export class IdentityProviderError extends AuthError {
  override readonly name = 'IdentityProviderError';
}

export function notLoggedInError(): AuthError {
  return new AuthError({ code: NOT_LOGGED_IN_CODE, message: NOT_LOGGED_IN_MESSAGE, status: 401 });
}

/** The `code` of any error-like value (HttpError, AuthError…), without trusting its shape. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code: unknown = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return typeof code === 'number' ? String(code) : undefined;
}

export function errorStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status: unknown = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
