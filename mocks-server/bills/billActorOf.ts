import type { Request, Response } from 'express';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { cookieIdentityOf } from '../hosts/cookieIdentity';
import { requestIdentityOf } from '../hosts/grantHeaderMiddleware';
import { findStaff } from '../hosts/staffDirectory';
import { sendError } from '../http/sendError';

/**
 * Who a bill call acts as: the X-HAF-Staff-Grant token's staff, else the lab cookies
 * (`lab-tenant` for the corporation, `lab-host-staff` for the person, as the console's user
 * picker sets them), else the lab's current staff in the group. Answers the error itself.
 */
export function billActorOf(req: Request, res: Response, state: MockState): Staff | undefined {
  const identity = requestIdentityOf(req);
  if (identity) {
    const staff = findStaff(state, identity.corporationId, identity.staffId);
    if (!staff) sendError(res, 401, 'error:auth', 'No staff id found');
    return staff;
  }
  const cookie = cookieIdentityOf(req.headers.cookie, state);
  if (!cookie.ok) {
    sendError(res, 400, 'error:lab:unknown-identity', cookie.message);
    return undefined;
  }
  return cookie.staff;
}
