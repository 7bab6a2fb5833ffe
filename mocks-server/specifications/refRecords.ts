import type { MockState } from '../data/MockState';
import type { Department, Staff } from '../data/types';
import { staffsOf, tenantByCorporation } from '../hosts/staffDirectory';

/** Staff with the `enName` of the staff selection fields (docs/lab.md): the capitalised pinyin. */
export type RefStaff = Staff & { enName: string };

export function refStaffsOf(state: MockState, corporationId: string): RefStaff[] {
  return staffsOf(state, corporationId).map((staff) => ({
    ...staff,
    enName: staff.nameSpell.charAt(0).toUpperCase() + staff.nameSpell.slice(1),
  }));
}

/**
 * The corporation's departments; a subsidiary has none of its own and uses its source
 * corporation's (the group's), which is also what its bills name as expense departments.
 */
export function departmentsOf(state: MockState, corporationId: string): Department[] {
  const own = state.departments.filter((department) => department.corporationId === corporationId);
  if (own.length > 0) return own;
  const source = tenantByCorporation(state, corporationId)?.sourceCorpId;
  return state.departments.filter((department) => department.corporationId === source);
}

/** flow.RequisitionInfo: a requisition bill as a ref (the lab's entity for expense links). */
export interface RequisitionInfo {
  id: string;
  name: string;
  code: string;
  active: boolean;
  state: string;
  submitterId: string;
  specificationId: string;
}

/** Every requisition but a voided one is pickable; `state` tells a picker which are complete. */
export function requisitionInfosOf(state: MockState, corporationId: string): RequisitionInfo[] {
  return state.bills
    .filter((bill) => bill.corporationId === corporationId && bill.formType === 'requisition')
    .map((bill) => ({
      id: bill.id,
      name: bill.form.title,
      code: bill.form.code,
      active: bill.active && bill.state !== 'nullify',
      state: bill.state,
      submitterId: bill.form.submitterId,
      specificationId: bill.form.specificationId,
    }));
}
