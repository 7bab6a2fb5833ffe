import { Router, type CookieOptions } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { queryText } from '../../mocks-server/hosts/bodyOf';
import { isLabHostId } from '../../mocks-server/hosts/labHostIds';
import {
  defaultStaffOf,
  findStaff,
  tenantByCorporation,
} from '../../mocks-server/hosts/staffDirectory';
import { sendError } from '../../mocks-server/http/sendError';
import { ScenarioError } from '../../mocks-server/scenarios/ScenarioError';
import { hostEntryUrl } from './hostEntryUrl';
import { deviceOf, sessionFor, startRecordOrReplay } from './openRecordReplay';
import {
  isHostMode,
  LAB_HOST_COOKIE,
  LAB_HOST_MODE_COOKIE,
  LAB_HOST_STAFF_COOKIE,
  LAB_SESSION_COOKIE,
  LAB_TENANT_COOKIE,
} from './labHostCookies';

// Readable by the console's script, sent with every same-site request the app makes.
const COOKIE: CookieOptions = { path: '/', sameSite: 'lax', httpOnly: false };

/**
 * GET /__lab/hosts/:id/open?corp&staff&scenario&mode: becomes that host for this browser. Sets
 * the lab cookies (a fresh lab session, so the scenario applies to this browser only), activates
 * the preset in that session, then sends the browser where the host would open the app. With
 * `record=<name>` the session records from the first request on; with `replay=<name>` it
 * replays that saved recording; `session=<id>` uses that session (a test that loaded a
 * recording into it) instead of a fresh one; `device` (phone, desktop) goes into a recording.
 */
export function openHostRouter(mock: MockServer): Router {
  const router = Router();
  router.get('/__lab/hosts/:id/open', (req, res) => {
    const host = req.params.id;
    if (!isLabHostId(host)) {
      sendError(res, 404, 'error:lab:unknown-host', `No lab host named "${host}"`);
      return;
    }
    const state = mock.state;
    const corporationId = queryText(req, 'corp') || state.currentCorporationId;
    if (!tenantByCorporation(state, corporationId)) {
      sendError(res, 400, 'error:lab:unknown-tenant', 'corp names no seeded tenant');
      return;
    }
    const staffParam = queryText(req, 'staff');
    const staff = staffParam
      ? findStaff(state, corporationId, staffParam)
      : defaultStaffOf(state, corporationId);
    if (!staff) {
      sendError(res, 400, 'error:lab:unknown-staff', 'staff names no staff of that corporation');
      return;
    }
    const helperFor = queryText(req, 'helperFor') || undefined;
    if (helperFor && !tenantByCorporation(state, helperFor)) {
      sendError(res, 400, 'error:lab:unknown-tenant', 'helperFor names no seeded tenant');
      return;
    }
    const mode = queryText(req, 'mode') || 'normal';
    if (!isHostMode(mode)) {
      sendError(res, 400, 'error:lab:unknown-mode', 'mode must be normal, not-in-host or hang');
      return;
    }
    const session = sessionFor(req, res);
    if (!session) return;
    const scenario = queryText(req, 'scenario');
    if (scenario) {
      try {
        mock.scenarios.engine.activate(session, scenario);
      } catch (error) {
        if (!(error instanceof ScenarioError)) throw error;
        sendError(res, 400, error.code, error.message);
        return;
      }
    }
    const entryPoint = {
      host,
      corp: corporationId,
      staff: staff.id,
      scenario: scenario ?? '',
      mode,
      device: deviceOf(req),
    };
    if (!startRecordOrReplay(req, res, mock, session, entryPoint)) return;
    res.cookie(LAB_HOST_COOKIE, host, COOKIE);
    res.cookie(LAB_HOST_MODE_COOKIE, mode, COOKIE);
    res.cookie(LAB_HOST_STAFF_COOKIE, staff.id, COOKIE);
    res.cookie(LAB_TENANT_COOKIE, corporationId, COOKIE);
    res.cookie(LAB_SESSION_COOKIE, session, COOKIE);
    const issueCode = () => mock.grants.issueCode({ host, corporationId, staffId: staff.id });
    res.set('Cache-Control', 'no-store');
    const entry = { corporationId, staffId: staff.id, mode, issueCode, helperFor };
    res.redirect(302, hostEntryUrl(host, entry));
  });
  return router;
}
