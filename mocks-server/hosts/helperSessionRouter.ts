import { Router } from 'express';
import type { RouteContext } from '../routes/RouteContext';
import { bodyOf } from './bodyOf';
import { checkToken, grantHeaderOf } from './grantHeaderMiddleware';
import { errorShapeOf, sendHostError } from './hostErrorBody';
import { firstText } from './hostSession';
import { findStaff, tenantByCorporation, userIdOf } from './staffDirectory';

const PLATFORMS = { dingtalk: 'DINGTALK', feishu: 'FEISHU' } as const;

/**
 * The helper code-to-session exchange (docs/sign-in-and-hosts.md, "Helper exchange"): a person
 * signed in to an office suite's helper corporation gets a session in the corporation it enters
 * for. The spec gives the body (corporationId, platform, dtCorpId) and the answer (id,
 * isAssistPlatform), not the path; the app and the lab agree on `/{office-suite}/v2/helper/session`.
 */
export function helperSessionRouter(context: RouteContext): Router {
  const router = Router();
  for (const suite of Object.keys(PLATFORMS) as Array<keyof typeof PLATFORMS>) {
    const shape = errorShapeOf(suite);
    router.post(`/${suite}/v2/helper/session`, (req, res) => {
      const token = firstText(req.query.accessToken, grantHeaderOf(req));
      if (!token) {
        sendHostError(res, shape, { status: 401, code: 401, message: 'accessToken missing' });
        return;
      }
      const identity = checkToken(res, token, context.grants, context.state());
      if (!identity.ok) return;
      const state = context.state();
      const own = identity.binding ?? {
        host: suite,
        corporationId: state.currentCorporationId,
        staffId: state.currentStaffId,
      };
      const body = bodyOf(req);
      if (body.platform !== PLATFORMS[suite] || body.dtCorpId !== own.corporationId) {
        const message = 'platform or dtCorpId does not match the session';
        sendHostError(res, shape, { status: 400, code: 400, message });
        return;
      }
      const target = firstText(body.corporationId) ?? '';
      const staff = tenantByCorporation(state, target)
        ? findStaff(state, target, userIdOf(own.staffId))
        : undefined;
      if (!staff) {
        sendHostError(res, shape, { status: 403, code: 403, message: '不是该企业的协助平台' });
        return;
      }
      const binding = { host: suite, corporationId: target, staffId: staff.id };
      const { accessToken } = context.grants.issueTokens(binding);
      res.json({ value: { id: accessToken, isAssistPlatform: true } });
    });
  }
  return router;
}
