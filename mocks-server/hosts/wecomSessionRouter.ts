import { Router } from 'express';
import type { RouteContext } from '../routes/RouteContext';
import { sendError } from '../http/sendError';
import { bodyOf, queryText, requestHost } from './bodyOf';
import { WECOM_CODE_ERRORS } from './codeErrors';
import { currentStaffOf } from './currentStaffOf';
import type { GrantBinding } from './GrantStore';
import { checkToken, grantHeaderOf, setRequestIdentity } from './grantHeaderMiddleware';
import { corporationOfHostCorpId, LAB_AGENT_ID, wxCorpIdOf } from './hostCorpIds';
import { sendHostError } from './hostErrorBody';
import { firstText, redeemOrReject } from './hostSession';
import { isTrustedUrl, jsapiTicketOf, signConfig } from './jsapiSignature';
import { userIdOf } from './staffDirectory';

/** WeCom (docs/sign-in-and-hosts.md `{chat-app}`): session by token, session by SSO code, signed JS-SDK config. */
export function wecomSessionRouter(context: RouteContext): Router {
  const router = Router();
  const exchange = {
    grants: context.grants,
    hosts: ['wecom'],
    shape: 'errcode',
    errors: WECOM_CODE_ERRORS,
  } as const;

  const answer = (sessionId: string, binding: GrantBinding) => {
    const userId = userIdOf(binding.staffId);
    return {
      value: { userId, staffSetting: { language: context.state().staffSetting.language } },
      sessionId,
      corporationId: binding.corporationId,
      userId,
      wxCorpId: wxCorpIdOf(binding.corporationId),
    };
  };

  router.get('/wecom/v2/session', (req, res) => {
    const state = context.state();
    const token = firstText(queryText(req, 'accessToken'), grantHeaderOf(req));
    if (token === undefined) {
      sendError(res, 401, 'error:common:unauthorized', '未登录');
      return;
    }
    const identity = checkToken(res, token, context.grants, state);
    if (!identity.ok) return;
    if (identity.binding) setRequestIdentity(req, identity.binding);
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    res.json(
      answer(token, { host: 'wecom', corporationId: staff.corporationId, staffId: staff.id }),
    );
  });

  router.post('/wecom/v2/web/session', (req, res) => {
    const binding = redeemOrReject(res, bodyOf(req).authCode, exchange);
    if (!binding) return;
    res.json(answer(context.grants.issueTokens(binding).accessToken, binding));
  });

  router.post('/wecom/v2/jsconfig', (req, res) => {
    const body = bodyOf(req);
    if (!isTrustedUrl(body.url, requestHost(req))) {
      sendHostError(res, 'errcode', { status: 400, code: 80001, message: 'domain not trusted' });
      return;
    }
    const corporationId = corporationOfHostCorpId(
      context.state(),
      body.corpId ?? context.state().currentCorporationId,
    );
    if (!corporationId) {
      sendHostError(res, 'errcode', { status: 400, code: 40013, message: 'invalid corpid' });
      return;
    }
    const appId = wxCorpIdOf(corporationId);
    const signed = signConfig(jsapiTicketOf('wecom', appId), body.url, context.now());
    res.json({ value: { ...signed, appId, agentId: LAB_AGENT_ID } });
  });

  return router;
}
