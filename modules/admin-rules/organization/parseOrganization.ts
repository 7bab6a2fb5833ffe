import {
  adminDepartmentSchema,
  currentStaffRecordSchema,
  staffChoiceSchema,
} from '@contracts/admin/adminOrganization';
import { parse, parseOrNull } from '@contracts/core/parse';
import type { CurrentStaffRecord, Department, StaffChoice } from './types';

export const parseDepartment = (raw: unknown): Department | null =>
  parseOrNull(adminDepartmentSchema, raw);

export const parseStaff = (raw: unknown): StaffChoice | null => parseOrNull(staffChoiceSchema, raw);

/** The admin guard's record; anything unreadable reads as no one with no rights. */
export const parseCurrentStaffRecord = (body: unknown): CurrentStaffRecord =>
  parse(currentStaffRecordSchema, body);

export interface DepartmentRow {
  department: Department;
  depth: number;
}

/**
 * The tree flattened depth-first, children by `order`, inactive ones left out with their
 * subtrees. Departments whose parent is unknown count as roots so none is lost.
 */
export function departmentRows(departments: readonly Department[]): DepartmentRow[] {
  const byId = new Map(departments.map((department) => [department.id, department]));
  const byOrder = (a: Department, b: Department) => a.order - b.order;
  const rows: DepartmentRow[] = [];
  const seen = new Set<string>();
  const visit = (department: Department, depth: number) => {
    if (seen.has(department.id) || !department.active) return;
    seen.add(department.id);
    rows.push({ department, depth });
    const children = department.children.flatMap((id) => byId.get(id) ?? []);
    children.sort(byOrder).forEach((child) => visit(child, depth + 1));
  };
  departments
    .filter((department) => !department.parentId || !byId.has(department.parentId))
    .sort(byOrder)
    .forEach((root) => visit(root, 0));
  return rows;
}
