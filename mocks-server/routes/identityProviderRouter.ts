import { Router, type Response } from 'express';
import type { MockState } from '../data/MockState';
import { sendError } from '../http/sendError';
import { bodyOf } from '../hosts/bodyOf';
import { IDP_CODE_ERRORS } from '../hosts/codeErrors';
import { cookieIdentityOf } from '../hosts/cookieIdentity';
import type { GrantBinding, IssuedTokens } from '../hosts/GrantStore';
import { firstText, redeemOrReject } from '../hosts/hostSession';
import { unsignedIdToken } from '../hosts/idToken';
import { findStaff } from '../hosts/staffDirectory';
import type { RouteContext } from './RouteContext';

/**
 * Identity provider (docs/sign-in-and-hosts.md), mounted on /api. The token call takes a code from any fake host
 * (kk, kingOA, Teams, native and remote hosts hand theirs to the identity provider) or a refresh
 * token; authorize issues a code for the cookie identity or the requested one.
 */
export function identityProviderRouter(context: RouteContext): Router {
  const router = Router();
  const exchange = {
    grants: context.grants,
    hosts: undefined,
    shape: 'envelope',
    errors: IDP_CODE_ERRORS,
  } as const;

  const answer = (res: Response, tokens: IssuedTokens, binding: GrantBinding, clientId: string) => {
    const issuedAt = context.now().getTime();
    res.json({
      data: {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        id_token: unsignedIdToken(binding, clientId, issuedAt, tokens.expiresAt),
        expires_in: tokens.expiresIn,
        // ms since the epoch, like every other lab time.
        expires_at: tokens.expiresAt,
      },
    });
  };

  router.post('/idp/public/oauth2/token', (req, res) => {
    const body = bodyOf(req);
    const clientId = firstText(body.clientId);
    if (clientId === undefined) {
      sendError(res, 400, 'error:idp:invalid-client', 'clientId is required');
      return;
    }
    if (body.grantType === 'refresh_token') {
      const refreshed = context.grants.refresh(body.refreshToken);
      if (refreshed.ok) answer(res, refreshed.tokens, refreshed.binding, clientId);
      else sendError(res, 400, 'error:idp:refresh-token-invalid', 'refresh token invalid');
      return;
    }
    if (body.grantType !== undefined && body.grantType !== 'authorization_code') {
      sendError(res, 400, 'error:idp:unsupported-grant-type', 'unsupported grantType');
      return;
    }
    const binding = redeemOrReject(res, body.code, exchange);
    if (binding) answer(res, context.grants.issueTokens(binding), binding, clientId);
  });

  router.post('/idp/public/oauth2/authorize', (req, res) => {
    const body = bodyOf(req);
    if (body.grantType !== undefined && body.grantType !== 'authorize') {
      sendError(res, 400, 'error:idp:unsupported-grant-type', 'grantType must be authorize');
      return;
    }
    const state = context.state();
    const requested = requestedStaff(state, body.requestedIdentity);
    if (requested === null) {
      sendError(res, 400, 'error:idp:unknown-identity', 'requestedIdentity names no staff');
      return;
    }
    const identity = requested ?? cookieIdentityOf(req.headers.cookie, state);
    if (!identity.ok) {
      sendError(res, 401, 'error:common:unauthorized', identity.message);
      return;
    }
    const { staff } = identity;
    const code = context.grants.issueCode({
      host: 'web',
      corporationId: staff.corporationId,
      staffId: staff.id,
    });
    res.json({ data: { code } });
  });

  return router;
}

/** undefined without a requestedIdentity, null when it names nobody the lab knows. */
function requestedStaff(state: MockState, raw: unknown) {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { corpId, staffId, userId } = raw as Record<string, unknown>;
  const corporationId = firstText(corpId);
  const who = firstText(staffId, userId);
  if (corporationId === undefined || who === undefined) return null;
  const staff = findStaff(state, corporationId, who);
  return staff ? ({ ok: true, staff } as const) : null;
}
