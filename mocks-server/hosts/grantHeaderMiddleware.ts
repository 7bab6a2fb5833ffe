import type { Request, RequestHandler, Response } from 'express';
import type { MockState } from '../data/MockState';
import { sendError } from '../http/sendError';
import type { GrantBinding, GrantStore } from './GrantStore';

export const GRANT_HEADER = 'x-haf-staff-grant';

/**
 * Calls that establish an identity: a stale grant left over from an earlier session must not
 * stop a fresh sign-in (the app sends the header to every /api call, refreshes included).
 * The session and staff-setting GETs read their `accessToken` query first, then the header.
 */
const SIGN_IN_PATHS =
  /^\/(idp\/|account\/v2\/session$|v1\/organization\/staffs\/staffSetting\/[^/]+$|wecom\/v2\/(session|web\/session|jsconfig)$|(dingtalk|feishu)\/v2\/(session|jsconfig\/corp|helper\/session)$|hzbank\/v1\/session$|workapp\/rest\/v1\/session$|cloudoffice\/v2\/session$|v1\/crm\/sdk\/list\/)/;

const identities = new WeakMap<Request, GrantBinding>();

/** The staff the request's grant stands for; undefined without a grant (cookie identity then). */
export function requestIdentityOf(req: Request): GrantBinding | undefined {
  return identities.get(req);
}

export function grantHeaderOf(req: Request): string | undefined {
  const raw = req.headers[GRANT_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Presets are static JSON and cannot mint live tokens; the session ids they answer with start
 * with this and count as the lab's default identity, so a flow a preset started can go on.
 */
export const PRESET_TOKEN_PREFIX = 'lab-preset-';

export type TokenIdentity = { ok: true; binding?: GrantBinding } | { ok: false };

/**
 * Checks a token and answers 401 for a bad one. The seeded `state.accessToken` and preset tokens
 * stand for the lab's default identity (cookie-driven, as before grants existed): no `binding`.
 */
export function checkToken(
  res: Response,
  token: string,
  grants: GrantStore,
  state: MockState,
): TokenIdentity {
  if (token === state.accessToken || token.startsWith(PRESET_TOKEN_PREFIX)) return { ok: true };
  const check = grants.checkAccessToken(token);
  if (check.ok) return { ok: true, binding: check.binding };
  if (check.reason === 'expired') {
    sendError(res, 401, 'error:common:access-token-expired', 'access token expired');
  } else {
    sendError(res, 401, 'error:common:access-token-invalid', 'access token invalid');
  }
  return { ok: false };
}

/** Mount on /api before the routers: a present `X-HAF-Staff-Grant` must be a live token. */
export function grantHeaderMiddleware(grants: GrantStore, state: () => MockState): RequestHandler {
  return (req, res, next) => {
    const token = grantHeaderOf(req);
    if (token === undefined || SIGN_IN_PATHS.test(req.path)) {
      next();
      return;
    }
    const identity = checkToken(res, token, grants, state());
    if (!identity.ok) return;
    if (identity.binding) identities.set(req, identity.binding);
    next();
  };
}

/** For routes that take the token from elsewhere (an `accessToken` query parameter). */
export function setRequestIdentity(req: Request, binding: GrantBinding): void {
  identities.set(req, binding);
}
