import type { Request, Response } from 'express';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { isCrossSite } from '../http/isCrossSite';
import { sendError } from '../http/sendError';
import { labTenantOf } from '../routes/labTenantCookie';
import { requestIdentityOf } from './grantHeaderMiddleware';
import { findStaff, projectStaff } from './staffDirectory';

/**
 * The staff a request acts as: its grant's staff when it carries one, else the lab's current
 * staff moved into the `lab-tenant` corporation. Answers the error itself and returns undefined.
 * The fallback is for the lab's own pages and tools only: a request from another site without a
 * credential acts as nobody, so a stranger's page cannot act as the lab's staff.
 */
export function currentStaffOf(req: Request, res: Response, state: MockState): Staff | undefined {
  const identity = requestIdentityOf(req);
  if (identity) {
    const staff = findStaff(state, identity.corporationId, identity.staffId);
    if (!staff) sendError(res, 401, 'error:auth', 'No staff id found');
    return staff;
  }
  if (isCrossSite(req)) {
    sendError(res, 401, 'error:auth', '未登录，请重新进入应用');
    return undefined;
  }
  const current = state.staffs.find((candidate) => candidate.id === state.currentStaffId);
  if (!current) {
    sendError(res, 404, 'error:lab:no-current-staff', 'The lab data has no current staff');
    return undefined;
  }
  const tenant = labTenantOf(req, state.tenants);
  if (tenant === null) {
    sendError(res, 400, 'error:lab:unknown-tenant', 'The lab-tenant cookie names no seeded tenant');
    return undefined;
  }
  return tenant ? projectStaff(current, tenant) : current;
}
