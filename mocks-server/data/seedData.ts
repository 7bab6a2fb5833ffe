import { createSeededFaker, labId } from './createSeededFaker';
import type { MockState } from './MockState';
import { seedBills } from './seedBills';
import { seedDepartments } from './seedDepartments';
import { seedReferenceData } from './seedReferenceData';
import { seedSpecifications } from './seedSpecifications';
import { seedStaffs } from './seedStaffs';
import { seedTenants } from './seedTenants';

/** The seed the lab uses unless told otherwise; changing it changes every screenshot. */
export const DEFAULT_SEED = 20261121;

/** Enough privileges that every admin screen of the app is reachable in the lab. */
const CURRENT_STAFF_PERMISSIONS = [
  'SYS_ADMIN',
  'REPORT_VIEW',
  'BUDGET_MANAGE',
  'EXPENSE_MANAGE',
  'REQUISITION_MANAGE',
  'INVOICE_MANAGE',
  'PAYMENT_WORKBENCH',
];

/**
 * All lab data for one seed. The same seed and `now` give deep-equal data; a different `now`
 * shifts every timestamp by the same amount and leaves the rest unchanged.
 */
export function seedData(seed: number, now: Date): MockState {
  const faker = createSeededFaker(seed, now);
  const tenants = seedTenants(faker);
  const group = tenants[0];
  const departments = seedDepartments(faker, group);
  const staffs = seedStaffs(faker, group, departments);
  const current = staffs[0];
  const accessToken = labId(faker, 32);
  return {
    seed,
    generatedAt: now.getTime(),
    tenants,
    currentCorporationId: group.corporationId,
    departments,
    staffs,
    currentStaffId: current.id,
    permissions: [...CURRENT_STAFF_PERMISSIONS],
    staffSetting: { id: current.id, corporationId: group.corporationId, language: 'zh-CN' },
    accessToken,
    bills: seedBills(seed, now, tenants, staffs, current.id),
    ...seedSpecifications(seed, now, tenants),
    referenceData: seedReferenceData(seed, now, tenants, staffs),
  };
}
