import { Router } from 'express';
import type {
  CurrentStaffRecord,
  Department,
  ListResponse,
  Staff,
  ValueResponse,
} from '../data/types';
import type { MockState } from '../data/MockState';
import { privilegesOf } from '../adminRules/privilegesOf';
import { staffsOf } from '../hosts/staffDirectory';
import { currentStaffOf } from '../hosts/currentStaffOf';
import { JsonBodyCache } from '../http/JsonBodyCache';
import type { RouteContext } from './RouteContext';

/** Departments and staff of the signed-in staff's corporation (docs/lab.md, organization). */
export function organizationRouter(context: RouteContext): Router {
  const router = Router();
  // ≈ 26 KB, mostly avatar data URIs: after the socket write, serialising it was the largest cost
  // per call. A reset replaces the state (and drops its bodies); in-place edits miss the cache.
  const activeStaffBodies = new JsonBodyCache<MockState>();

  router.get('/v1/organization/departments', (_req, res) => {
    const { departments, currentCorporationId } = context.state();
    const body: ListResponse<Department> = list(
      departments.filter((department) => department.corporationId === currentCorporationId),
    );
    res.json(body);
  });

  router.get('/v1/organization/staffs/actives', (req, res) => {
    const state = context.state();
    // The caller's corporation (grant, else lab-tenant cookie): a subsidiary sees its own ids.
    const caller = currentStaffOf(req, res, state);
    if (!caller) return;
    const corporationId = caller.corporationId;
    const body: ListResponse<Staff> = list(
      staffsOf(state, corporationId).filter((staff) => staff.active),
    );
    activeStaffBodies.send(res, state, corporationId, body);
  });

  router.get('/v1/organization/staffs/me', (req, res) => {
    const state = context.state();
    // The grant's staff, else the lab's current staff in the `lab-tenant` corporation.
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    const permissions = privilegesOf(state, staff);
    const body: ValueResponse<CurrentStaffRecord> = {
      value: { staff, home5: true, isAuthorized: permissions.length > 0, permissions },
    };
    res.json(body);
  });

  return router;
}

function list<T>(items: T[]): ListResponse<T> {
  return { items, count: items.length };
}
