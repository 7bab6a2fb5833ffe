import { Router } from 'express';
import { sendError } from '../http/sendError';
import type {
  CurrentStaffRecord,
  Department,
  ListResponse,
  Staff,
  ValueResponse,
} from '../data/types';
import { labTenantOf } from './labTenantCookie';
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
    const current = state.staffs.find((candidate) => candidate.id === state.currentStaffId);
    if (!current) {
      sendError(res, 404, 'error:lab:no-current-staff', 'The lab data has no current staff');
      return;
    }
    const tenant = labTenantOf(req, state.tenants);
    if (tenant === null) {
      sendError(
        res,
        400,
        'error:lab:unknown-tenant',
        'The lab-tenant cookie names no seeded tenant',
      );
      return;
    }
    const staff = tenant
      ? {
          ...current,
          id: `${tenant.corporationId}:${current.userId}`,
          corporationId: tenant.corporationId,
          corporation: { id: tenant.corporationId, name: tenant.name },
        }
      : current;
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
