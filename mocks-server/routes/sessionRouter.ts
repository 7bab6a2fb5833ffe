import { Router } from 'express';
import type { SessionResponse, StaffSetting, ValueResponse } from '../data/types';
import type { RouteContext } from './RouteContext';

/**
 * Account session and staff setting, enough for the plain web host to sign in. Per-host
 * sessions and token checks arrive with the fake host bridges.
 */
export function sessionRouter(context: RouteContext): Router {
  const router = Router();

  router.get('/v1/organization/staffs/staffSetting/:deviceType', (_req, res) => {
    const body: ValueResponse<StaffSetting> = { value: { ...context.state().staffSetting } };
    res.json(body);
  });

  router.get('/account/v2/session', (_req, res) => {
    const state = context.state();
    const userId = state.currentStaffId.split(':')[1];
    const body: SessionResponse = {
      value: {
        id: state.accessToken,
        isAssistPlatform: false,
        staffSetting: { language: state.staffSetting.language },
        userId,
      },
      corporationId: state.currentCorporationId,
      userId,
    };
    res.json(body);
  });

  return router;
}
