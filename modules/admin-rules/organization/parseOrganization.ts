import { fieldsOf, idsOf, textOf } from '../models/readFields';
import type { CurrentStaffRecord, Department, StaffChoice } from './types';

export function parseDepartment(raw: unknown): Department | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  if (!id) return null;
  return {
    id,
    name: textOf(fields.name) || id,
    code: textOf(fields.code),
    parentId: textOf(fields.parentId) || null,
    children: idsOf(fields.children),
    order: typeof fields.order === 'number' ? fields.order : 0,
    active: fields.active !== false,
  };
}

export function parseStaff(raw: unknown): StaffChoice | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  if (!id) return null;
  return {
    id,
    name: textOf(fields.name) || id,
    enName: textOf(fields.enName),
    code: textOf(fields.code),
    email: textOf(fields.email),
    cellphone: textOf(fields.cellphone),
    note: textOf(fields.note),
    external: fields.external === true,
    active: fields.active !== false,
  };
}

export function parseCurrentStaffRecord(body: unknown): CurrentStaffRecord {
  const value = fieldsOf(fieldsOf(body).value);
  return {
    staffId: textOf(fieldsOf(value.staff).id),
    home5: value.home5 === true,
    isAuthorized: value.isAuthorized === true,
    permissions: idsOf(value.permissions),
  };
}

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
