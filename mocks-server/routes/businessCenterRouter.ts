import { Router, type Request, type Response } from 'express';
import { bodyOf } from '../hosts/bodyOf';
import { cookieIdentityOf } from '../hosts/cookieIdentity';
import type { GrantBinding, IssuedTokens } from '../hosts/GrantStore';
import { checkToken, grantHeaderOf } from '../hosts/grantHeaderMiddleware';
import { firstText } from '../hosts/hostSession';
import type { RouteContext } from './RouteContext';

const PRODUCT = /^[A-Za-z0-9_.-]{1,64}$/;

/** The business center's own envelope: `code` 0 is success, anything else is the status. */
function fail(res: Response, status: number, message: string): void {
  res.status(status).json({ code: status, message, data: null });
}

/**
 * Business center (spec §7), mounted on /auth because its real paths sit outside /api:
 * POST /oauth2/token/:product and POST /oauth2/grant/:product/code, form bodies. Temporary codes
 * are single use and expire like host codes; refresh tokens rotate.
 */
export function businessCenterRouter(context: RouteContext): Router {
  const router = Router();

  router.post('/oauth2/token/:product', (req, res) => {
    if (!PRODUCT.test(req.params.product)) {
      fail(res, 404, 'unknown product');
      return;
    }
    const body = bodyOf(req);
    let tokens: IssuedTokens | undefined;
    if (body.grant_type === 'authorization_code') {
      const redeemed = context.grants.redeemCode(body.code);
      if (!redeemed.ok) {
        fail(res, 401, 'invalid code');
        return;
      }
      tokens = context.grants.issueTokens(redeemed.binding);
    } else if (body.grant_type === 'refresh_token') {
      const refreshed = context.grants.refresh(body.refresh_token);
      if (!refreshed.ok) {
        fail(res, 401, 'invalid refresh token');
        return;
      }
      tokens = refreshed.tokens;
    } else {
      fail(res, 400, 'unsupported grant_type');
      return;
    }
    res.json({
      code: 0,
      message: 'ok',
      data: {
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresIn: tokens.expiresIn,
      },
    });
  });

  router.post('/oauth2/grant/:product/code', (req, res) => {
    if (!PRODUCT.test(req.params.product)) {
      fail(res, 404, 'unknown product');
      return;
    }
    const binding = identityOf(req, res, context);
    if (!binding) return;
    res.json({ code: 0, message: 'ok', data: { code: context.grants.issueCode(binding) } });
  });

  return router;
}

/** The grant header's staff when the app sends one, else the lab's cookie identity. */
function identityOf(req: Request, res: Response, context: RouteContext): GrantBinding | undefined {
  const state = context.state();
  const token = firstText(grantHeaderOf(req));
  if (token !== undefined) {
    const checked = checkToken(res, token, context.grants, state);
    if (!checked.ok) return undefined;
    if (checked.binding) return { ...checked.binding, host: 'business-center' };
  }
  const identity = cookieIdentityOf(req.headers.cookie, state);
  if (!identity.ok) {
    fail(res, 401, identity.message);
    return undefined;
  }
  return {
    host: 'business-center',
    corporationId: identity.staff.corporationId,
    staffId: identity.staff.id,
  };
}
