import { Router } from 'express';
import { sendError } from '../http/sendError';
import type {
  CurrentStaffRecord,
  Department,
  ListResponse,
  Staff,
  ValueResponse,
} from '../data/types';
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

  router.get('/v1/organization/staffs/me', (_req, res) => {
    const state = context.state();
    const staff = state.staffs.find((candidate) => candidate.id === state.currentStaffId);
    if (!staff) {
      sendError(res, 404, 'error:lab:no-current-staff', 'The lab data has no current staff');
      return;
    }
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
