import { Router } from 'express';
import type { RouteContext } from '../routes/RouteContext';
import { queryText } from './bodyOf';
import { escapeHtml, labPage } from './escapeHtml';
import { sameOriginRedirect, withParams } from './sameOriginRedirect';
import { findStaff, staffsOf, tenantByCorporation } from './staffDirectory';

/**
 * The identity provider's browser pages, mounted on /idp: GET /web/authorize and
 * /applet/authorize. With `staff_id` they issue a code and send the browser back to
 * `redirect_uri` with `code` added; without it they list the corporation's staff to pick from.
 */
export function idpPagesRouter(context: RouteContext): Router {
  const router = Router();
  router.get(['/web/authorize', '/applet/authorize'], (req, res) => {
    const state = context.state();
    const page = (status: number, title: string, body: string) =>
      res.status(status).type('html').set('Cache-Control', 'no-store').send(labPage(title, body));
    const rawRedirect = queryText(req, 'redirect_uri');
    const target = sameOriginRedirect(req, rawRedirect);
    if (!target) {
      page(400, '无法登录', '<p role="alert">redirect_uri must be an address on this lab.</p>');
      return;
    }
    const corporationId = queryText(req, 'corp_id') ?? state.currentCorporationId;
    const tenant = tenantByCorporation(state, corporationId);
    if (!tenant) {
      page(400, '无法登录', '<p role="alert">corp_id names no corporation of this lab.</p>');
      return;
    }
    const staffId = queryText(req, 'staff_id');
    if (staffId === undefined) {
      const query = new URLSearchParams(
        Object.entries(req.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const links = staffsOf(state, corporationId)
        .filter((staff) => staff.active)
        .map((staff) => {
          query.set('staff_id', staff.id);
          const href = `${req.baseUrl}${req.path}?${query.toString()}`;
          return `<li><a href="${escapeHtml(href)}">${escapeHtml(staff.name)} (${escapeHtml(staff.code)})</a></li>`;
        });
      page(200, `登录 ${tenant.name}`, `<p>选择登录的员工</p>\n<ul>${links.join('\n')}</ul>`);
      return;
    }
    const staff = findStaff(state, corporationId, staffId);
    if (!staff || !staff.active) {
      page(
        400,
        '无法登录',
        '<p role="alert">staff_id names no active staff of that corporation.</p>',
      );
      return;
    }
    const code = context.grants.issueCode({ host: 'web', corporationId, staffId: staff.id });
    const relative = rawRedirect?.startsWith('/') ?? false;
    res.redirect(302, withParams(target, { code, state: queryText(req, 'state') }, relative));
  });
  return router;
}
