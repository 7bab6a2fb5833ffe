import type { StaffChoice } from './types';

/** Trimmed, case-insensitive match on the staff selection fields people type. */
export function matchStaff(staffs: readonly StaffChoice[], search: string): StaffChoice[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...staffs];
  return staffs.filter((staff) =>
    [staff.name, staff.enName, staff.code, staff.email, staff.cellphone].some((field) =>
      field.toLowerCase().includes(text),
    ),
  );
}
