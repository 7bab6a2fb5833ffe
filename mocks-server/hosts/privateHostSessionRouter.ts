import { Router } from 'express';
import type { RouteContext } from '../routes/RouteContext';
import { bodyOf, queryText } from './bodyOf';
import { CODE_MSG_ERRORS } from './codeErrors';
import { sendHostError } from './hostErrorBody';
import { firstText, openHostSession, redeemOrReject } from './hostSession';

/**
 * The bank app, the work app and the cloud office app (docs/sign-in-and-hosts.md): each hands the page a
 * single-use credential (bank `accessToken`, work-app `authCode`, cloud-office `ticket`) that
 * the session call spends. Their errors are `{code, msg}`.
 */
export function privateHostSessionRouter(context: RouteContext): Router {
  const router = Router();
  const exchange = (host: string) =>
    ({
      grants: context.grants,
      hosts: [host],
      shape: 'code-msg',
      errors: CODE_MSG_ERRORS,
    }) as const;

  router.post('/hzbank/v1/session', (req, res) => {
    const token = firstText(bodyOf(req).accessToken, queryText(req, 'accessToken'));
    const binding = redeemOrReject(res, token, exchange('hzbank'));
    if (binding) res.json(openHostSession(context.grants, binding));
  });

  router.post('/workapp/rest/v1/session', (req, res) => {
    const body = bodyOf(req);
    const binding = redeemOrReject(res, body.authCode, exchange('workapp'));
    if (!binding) return;
    const corpId = firstText(body.corpId);
    if (corpId !== undefined && corpId !== binding.corporationId) {
      sendHostError(res, 'code-msg', {
        status: 401,
        code: 401,
        message: 'corpId does not match the code',
      });
      return;
    }
    res.json(openHostSession(context.grants, binding));
  });

  router.post('/cloudoffice/v2/session', (req, res) => {
    const ticket = firstText(bodyOf(req).authCode, queryText(req, 'ticket'));
    const binding = redeemOrReject(res, ticket, exchange('cloudoffice'));
    if (binding) res.json(openHostSession(context.grants, binding));
  });

  return router;
}
