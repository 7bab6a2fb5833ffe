import { Router, type Request, type Response } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { queryText } from '../../mocks-server/hosts/bodyOf';
import { cookieIdentityOf } from '../../mocks-server/hosts/cookieIdentity';
import { escapeHtml, labPage } from '../../mocks-server/hosts/escapeHtml';
import { corporationOfHostCorpId, wxCorpIdOf } from '../../mocks-server/hosts/hostCorpIds';
import { sameOriginRedirect, withParams } from '../../mocks-server/hosts/sameOriginRedirect';
import { answerFromScenario } from './answerFromScenario';
import { labHostModeOf } from './labHostCookies';

type VendorHost = 'wecom' | 'dingtalk' | 'feishu';

const VENDOR_NAMES: Record<VendorHost, string> = {
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
};

/**
 * The vendors' sign-in pages: WeCom single sign-on answers `sso_auth` and `wxCorpId`, DingTalk
 * and Feishu authorization answers `code`, each with `state` echoed. Outside the host they show
 * the vendor's "open in the app" error; in 'hang' mode they show a page that never moves on.
 */
export function vendorPagesRouter(mock: MockServer): Router {
  const router = Router();

  const page = (res: Response, status: number, title: string, body: string) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(labPage(title, body));

  const signIn = (
    req: Request,
    res: Response,
    host: VendorHost,
    hostCorpId: string | undefined,
  ) => {
    if (answerFromScenario(req, res, mock.scenarios.engine)) return;
    const name = VENDOR_NAMES[host];
    const mode = labHostModeOf(req.headers.cookie);
    if (mode === 'not-in-host') {
      page(res, 403, name, `<p role="alert">请在${escapeHtml(name)}客户端打开链接</p>`);
      return;
    }
    if (mode === 'hang') {
      page(res, 200, name, `<p role="status">正在等待${escapeHtml(name)}响应…</p>`);
      return;
    }
    const rawRedirect = queryText(req, 'redirect_uri');
    const target = sameOriginRedirect(req, rawRedirect);
    if (!target) {
      page(res, 400, name, '<p role="alert">redirect_uri 不在可信域名内</p>');
      return;
    }
    const corporationId = corporationOfHostCorpId(mock.state, hostCorpId);
    if (hostCorpId !== undefined && corporationId === undefined) {
      page(res, 400, name, '<p role="alert">corp id 无效</p>');
      return;
    }
    const identity = cookieIdentityOf(req.headers.cookie, mock.state, corporationId);
    if (!identity.ok) {
      page(res, 400, name, `<p role="alert">${escapeHtml(identity.message)}</p>`);
      return;
    }
    const { staff } = identity;
    const code = mock.grants.issueCode({
      host,
      corporationId: staff.corporationId,
      staffId: staff.id,
    });
    const params =
      host === 'wecom'
        ? {
            sso_auth: code,
            state: queryText(req, 'state'),
            wxCorpId: hostCorpId ?? wxCorpIdOf(staff.corporationId),
          }
        : { code, state: queryText(req, 'state') };
    res.redirect(302, withParams(target, params, rawRedirect?.startsWith('/') ?? false));
  };

  router.get('/__lab/hosts/wecom/sso', (req, res) =>
    signIn(req, res, 'wecom', queryText(req, 'appid')),
  );
  router.get(['/__lab/hosts/dingtalk/authorize', '/__lab/hosts/feishu/authorize'], (req, res) => {
    const host: VendorHost = req.path.includes('/dingtalk/') ? 'dingtalk' : 'feishu';
    signIn(req, res, host, queryText(req, 'corpId') ?? queryText(req, 'corp_id'));
  });
  return router;
}
