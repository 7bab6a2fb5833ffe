import { Router, type Request, type Response } from 'express';
import { tenantAppearanceOf } from '../data/tenantAppearance';
import type { SessionResponse, StaffSetting, ValueResponse } from '../data/types';
import { queryText } from '../hosts/bodyOf';
import { projectStaff } from '../hosts/staffDirectory';
import { currentStaffOf } from '../hosts/currentStaffOf';
import { checkToken, grantHeaderOf, setRequestIdentity } from '../hosts/grantHeaderMiddleware';
import { firstText } from '../hosts/hostSession';
import type { RouteContext } from './RouteContext';

export interface CorporationItem {
  id: string;
  name: string;
  /** The person's staff id in that corporation: switching corporation authorizes as it. */
  staffId: string;
}

/**
 * Account session, staff setting and the corporations a person belongs to. Without any token
 * the lab answers as if a session cookie for its current staff existed, so the plain web host
 * signs in with no ceremony; a token (query or grant header) must be live and picks the staff.
 */
export function sessionRouter(context: RouteContext): Router {
  const router = Router();

  /** Applies the query's or the header's token; false when it answered a 401. */
  const acceptToken = (req: Request, res: Response, token: string | undefined): boolean => {
    if (token === undefined) return true;
    const identity = checkToken(res, token, context.grants, context.state());
    if (identity.ok && identity.binding) setRequestIdentity(req, identity.binding);
    return identity.ok;
  };

  router.get('/v1/organization/staffs/staffSetting/:deviceType', (req, res) => {
    const state = context.state();
    const token = firstText(queryText(req, 'accessToken'), grantHeaderOf(req));
    if (!acceptToken(req, res, token)) return;
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    const value: StaffSetting = {
      id: staff.id,
      corporationId: staff.corporationId,
      language: state.staffSetting.language,
      ...tenantAppearanceOf(state.tenants, staff.corporationId),
    };
    const body: ValueResponse<StaffSetting> = { value };
    res.json(body);
  });

  router.get('/account/v2/session', (req, res) => {
    const state = context.state();
    const token = firstText(queryText(req, 'accessToken'), grantHeaderOf(req));
    if (!acceptToken(req, res, token)) return;
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    const body: SessionResponse = {
      value: {
        id: token ?? state.accessToken,
        isAssistPlatform: false,
        staffSetting: { language: state.staffSetting.language },
        userId: staff.userId,
      },
      corporationId: staff.corporationId,
      userId: staff.userId,
    };
    res.json(body);
  });

  // The lab's choice of path: the spec shows the enterprise selection screen but not its call.
  router.get('/account/v2/corporations', (req, res) => {
    const state = context.state();
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    // Lab staff belong to the group and to every subsidiary (see hosts/staffDirectory).
    const items: CorporationItem[] = state.tenants.map((tenant) => ({
      id: tenant.corporationId,
      name: tenant.name,
      staffId: projectStaff(staff, tenant).id,
    }));
    res.json({ items, count: items.length });
  });

  return router;
}
