import { Router, type Request } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { bodyOf, requestHost } from '../../mocks-server/hosts/bodyOf';
import { cookieIdentityOf } from '../../mocks-server/hosts/cookieIdentity';
import { errorShapeOf, hostErrorBody } from '../../mocks-server/hosts/hostErrorBody';
import { firstText } from '../../mocks-server/hosts/hostSession';
import {
  isTrustedUrl,
  jsapiSignature,
  jsapiTicketOf,
} from '../../mocks-server/hosts/jsapiSignature';
import { isLabHostId, type LabHostId } from '../../mocks-server/hosts/labHostIds';
import { tenantByCorporation } from '../../mocks-server/hosts/staffDirectory';
import { answerFromScenario } from './answerFromScenario';

const SIGNING_HOSTS = ['wecom', 'dingtalk', 'feishu'] as const;
type SigningHost = (typeof SIGNING_HOSTS)[number];

/** Which config field names the ticket: the WeCom appId, the DingTalk corpId, the Feishu appId. */
function configKey(host: SigningHost, body: Record<string, unknown>): string | undefined {
  return firstText(host === 'dingtalk' ? body.corpId : body.appId);
}

/**
 * The fake hosts' native side, called by their SDK scripts: an auth code for the browser's lab
 * identity, the person behind it, and the check `wx.config` / `dd.config` / `h5sdk.config` do.
 */
export function hostCodesRouter(mock: MockServer): Router {
  const router = Router();
  const hostOf = (req: Request): LabHostId | undefined =>
    isLabHostId(req.params.id) ? req.params.id : undefined;

  router.post('/__lab/hosts/:id/auth-code', (req, res) => {
    const host = hostOf(req);
    if (!host) {
      res.status(404).json(hostErrorBody('envelope', 'error:lab:unknown-host', 'No such lab host'));
      return;
    }
    if (answerFromScenario(req, res, mock.scenarios.engine)) return;
    const identity = cookieIdentityOf(req.headers.cookie, mock.state);
    if (!identity.ok) {
      res.status(401).json(hostErrorBody(errorShapeOf(host), 401, identity.message));
      return;
    }
    const { staff } = identity;
    res.json({
      code: mock.grants.issueCode({ host, corporationId: staff.corporationId, staffId: staff.id }),
    });
  });

  router.get('/__lab/hosts/:id/person', (req, res) => {
    const identity = cookieIdentityOf(req.headers.cookie, mock.state);
    if (!hostOf(req) || !identity.ok) {
      res.status(404).json(hostErrorBody('envelope', 'error:lab:no-person', 'No lab identity'));
      return;
    }
    const { staff } = identity;
    res.json({
      id: staff.id,
      userId: staff.userId,
      openId: `lab-open-${staff.userId}`,
      enterpriseId: staff.corporationId,
      networkId: staff.corporationId,
      companyName: tenantByCorporation(mock.state, staff.corporationId)?.name ?? '',
      name: staff.name,
      photoUrl: staff.avatar,
    });
  });

  router.post('/__lab/hosts/:id/verify', (req, res) => {
    const host = SIGNING_HOSTS.find((candidate) => candidate === req.params.id);
    if (!host) {
      res
        .status(404)
        .json(hostErrorBody('envelope', 'error:lab:unknown-host', 'This host signs nothing'));
      return;
    }
    if (answerFromScenario(req, res, mock.scenarios.engine)) return;
    const body = bodyOf(req);
    const failure = (errMsg: string, code: number) =>
      res.json({
        ok: false,
        errMsg,
        errorCode: code,
        errorMessage: errMsg,
        errno: code,
        errString: errMsg,
      });
    if (!isTrustedUrl(body.url, requestHost(req))) {
      failure('config:invalid url domain', 80001);
      return;
    }
    const key = configKey(host, body);
    const nonceStr = firstText(body.nonceStr);
    const timeStamp =
      typeof body.timestamp === 'number' ? body.timestamp : firstText(body.timestamp);
    const expected =
      key && nonceStr && timeStamp !== undefined
        ? jsapiSignature({ ticket: jsapiTicketOf(host, key), nonceStr, timeStamp, url: body.url })
        : undefined;
    if (expected === undefined || expected !== body.signature) {
      failure('config:invalid signature', 40093);
      return;
    }
    res.json({ ok: true, errMsg: 'config:ok' });
  });

  return router;
}
