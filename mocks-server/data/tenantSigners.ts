import { projectStaff } from '../hosts/staffDirectory';
import type { TenantSigners } from './seedBillPlan';
import type { Staff, Tenant } from './types';

/**
 * The tenant's people as the bill seed needs them. Staff are seeded for the group only; a
 * subsidiary sees the same people under its own ids (see hosts/staffDirectory).
 */
export function tenantSigners(tenant: Tenant, groupStaffs: Staff[], currentStaffId: string) {
  const staffs = groupStaffs.map((staff) => projectStaff(staff, tenant));
  const active = staffs.filter((staff) => staff.active);
  const internal = active.filter((staff) => !staff.external);
  const has = (staff: Staff, code: string) => staff.roles.some((role) => role.code === code);
  const current = staffs[groupStaffs.findIndex((staff) => staff.id === currentStaffId)];
  const financeApprovers = internal.filter((staff) => has(staff, 'FINANCE_APPROVER'));
  const signers: TenantSigners = {
    corporationId: tenant.corporationId,
    current,
    financeApprovers: financeApprovers.length > 0 ? financeApprovers : [current],
    // A seed whose funds team stayed empty still needs someone to pay: finance steps in.
    cashier: internal.find((staff) => has(staff, 'CASHIER')) ?? financeApprovers[0] ?? current,
    managerOf: (staff) =>
      internal.find(
        (candidate) =>
          has(candidate, 'DEPT_MANAGER') && candidate.defaultDepartment === staff.defaultDepartment,
      ),
    internalStaffs: internal,
  };
  return { signers, submitters: active };
}
