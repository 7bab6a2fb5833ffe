import { Router } from 'express';
import type {
  CurrentStaffRecord,
  Department,
  ListResponse,
  Staff,
  ValueResponse,
} from '../data/types';
import { currentStaffOf } from '../hosts/currentStaffOf';
import type { RouteContext } from './RouteContext';

/** Departments and staff of the signed-in staff's corporation (spec §7, organization). */
export function organizationRouter(context: RouteContext): Router {
  const router = Router();

  router.get('/v1/organization/departments', (_req, res) => {
    const { departments, currentCorporationId } = context.state();
    const body: ListResponse<Department> = list(
      departments.filter((department) => department.corporationId === currentCorporationId),
    );
    res.json(body);
  });

  router.get('/v1/organization/staffs/actives', (_req, res) => {
    const { staffs, currentCorporationId } = context.state();
    const body: ListResponse<Staff> = list(
      staffs.filter((staff) => staff.active && staff.corporationId === currentCorporationId),
    );
    res.json(body);
  });

  router.get('/v1/organization/staffs/me', (req, res) => {
    const state = context.state();
    // The grant's staff, else the lab's current staff in the `lab-tenant` corporation.
    const staff = currentStaffOf(req, res, state);
    if (!staff) return;
    const body: ValueResponse<CurrentStaffRecord> = {
      value: { staff, home5: true, isAuthorized: true, permissions: [...state.permissions] },
    };
    res.json(body);
  });

  return router;
}

function list<T>(items: T[]): ListResponse<T> {
  return { items, count: items.length };
}
