import type { MockState } from '../data/MockState';
import type { Staff, Tenant } from '../data/types';

/**
 * The lab seeds staff for the group only; in a subsidiary the same people appear with that
 * corporation's ids, as the `lab-tenant` cookie has always shown them.
 */
export function tenantByCorporation(state: MockState, corporationId: string): Tenant | undefined {
  return state.tenants.find((tenant) => tenant.corporationId === corporationId);
}

export function projectStaff(staff: Staff, tenant: Tenant): Staff {
  if (staff.corporationId === tenant.corporationId) return staff;
  return {
    ...staff,
    id: `${tenant.corporationId}:${staff.userId}`,
    corporationId: tenant.corporationId,
    corporation: { id: tenant.corporationId, name: tenant.name },
  };
}

/** Everyone in the corporation (inactive and external included); empty for an unknown one. */
export function staffsOf(state: MockState, corporationId: string): Staff[] {
  const tenant = tenantByCorporation(state, corporationId);
  return tenant ? state.staffs.map((staff) => projectStaff(staff, tenant)) : [];
}

/** By full id (`<corporationId>:<userId>`) or by user id alone. */
export function findStaff(
  state: MockState,
  corporationId: string,
  staffId: string,
): Staff | undefined {
  const tenant = tenantByCorporation(state, corporationId);
  if (!tenant) return undefined;
  const userId = staffId.includes(':') ? staffId.slice(staffId.indexOf(':') + 1) : staffId;
  if (staffId.includes(':') && !staffId.startsWith(`${corporationId}:`)) return undefined;
  const staff = state.staffs.find((candidate) => candidate.userId === userId);
  return staff ? projectStaff(staff, tenant) : undefined;
}

/** The lab's current staff, seen in the given corporation. */
export function defaultStaffOf(state: MockState, corporationId: string): Staff | undefined {
  const current = state.staffs.find((staff) => staff.id === state.currentStaffId);
  return current ? findStaff(state, corporationId, current.userId) : undefined;
}

export function userIdOf(staffId: string): string {
  return staffId.slice(staffId.indexOf(':') + 1);
}
