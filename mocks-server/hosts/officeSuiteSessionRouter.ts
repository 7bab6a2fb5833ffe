import { Router } from 'express';
import type { RouteContext } from '../routes/RouteContext';
import { bodyOf, requestHost } from './bodyOf';
import { DINGTALK_CODE_ERRORS, FEISHU_CODE_ERRORS } from './codeErrors';
import { corporationOfHostCorpId, LAB_APP_ID, LAB_AGENT_ID } from './hostCorpIds';
import { errorShapeOf, sendHostError } from './hostErrorBody';
import { checkToken } from './grantHeaderMiddleware';
import { firstText, openHostSession, redeemOrReject, sessionAnswer } from './hostSession';
import { isTrustedUrl, jsapiTicketOf, signConfig } from './jsapiSignature';

const SUITES = {
  dingtalk: { errors: DINGTALK_CODE_ERRORS },
  feishu: { errors: FEISHU_CODE_ERRORS },
} as const;

type Suite = keyof typeof SUITES;

/**
 * DingTalk and Feishu (docs/sign-in-and-hosts.md `{office-suite}`): a session from the host's auth code (or an
 * existing session token in `accessToken`), and the signed JS-SDK config for the page.
 */
export function officeSuiteSessionRouter(context: RouteContext): Router {
  const router = Router();
  for (const suite of Object.keys(SUITES) as Suite[]) {
    const shape = errorShapeOf(suite);
    const exchange = {
      grants: context.grants,
      hosts: [suite],
      shape,
      errors: SUITES[suite].errors,
    };

    router.post(`/${suite}/v2/session`, (req, res) => {
      const body = bodyOf(req);
      const token = firstText(body.accessToken);
      if (firstText(body.authCode) === undefined && token !== undefined) {
        const identity = checkToken(res, token, context.grants, context.state());
        if (!identity.ok) return;
        const state = context.state();
        const binding = identity.binding ?? {
          host: suite,
          corporationId: state.currentCorporationId,
          staffId: state.currentStaffId,
        };
        res.json(sessionAnswer(token, binding));
        return;
      }
      const binding = redeemOrReject(res, body.authCode, exchange);
      if (binding) res.json(openHostSession(context.grants, binding));
    });

    router.post(`/${suite}/v2/jsconfig/corp`, (req, res) => {
      const body = bodyOf(req);
      if (!isTrustedUrl(body.url, requestHost(req))) {
        sendHostError(res, shape, { status: 400, code: 80001, message: 'domain not trusted' });
        return;
      }
      const state = context.state();
      const corpId = corporationOfHostCorpId(state, body.corpId ?? state.currentCorporationId);
      if (!corpId) {
        sendHostError(res, shape, { status: 400, code: 40013, message: 'invalid corpId' });
        return;
      }
      const key = suite === 'dingtalk' ? corpId : LAB_APP_ID;
      const { nonceStr, timeStamp, signature } = signConfig(
        jsapiTicketOf(suite, key),
        body.url,
        context.now(),
      );
      const value =
        suite === 'dingtalk'
          ? { agentId: LAB_AGENT_ID, corpId, timeStamp, nonceStr, signature }
          : { appId: LAB_APP_ID, timestamp: timeStamp, nonceStr, signature };
      res.json({ value });
    });
  }
  return router;
}
