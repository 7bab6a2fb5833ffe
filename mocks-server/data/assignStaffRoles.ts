import type { Department, Staff, StaffRole } from './types';

const ROLE_NAMES = {
  EMPLOYEE: '员工',
  DEPT_MANAGER: '部门负责人',
  FINANCE_APPROVER: '财务审批人',
  CASHIER: '出纳',
  SYS_ADMIN: '系统管理员',
} as const;

type RoleCode = keyof typeof ROLE_NAMES;

/**
 * Roles follow from the organisation rather than chance, so approval flows always find a
 * manager and a finance approver: the first staff of each department manages it, everyone in
 * finance approves, the first of the funds team is cashier and the current staff administers.
 */
export function assignStaffRoles(staffs: Staff[], departments: Department[]): Staff[] {
  const byId = new Map(departments.map((department) => [department.id, department]));
  const managed = new Set<string>();
  return staffs.map((staff, index) => {
    const codes: RoleCode[] = ['EMPLOYEE'];
    const home = byId.get(staff.defaultDepartment);
    if (staff.active && !staff.external && !managed.has(staff.defaultDepartment)) {
      managed.add(staff.defaultDepartment);
      codes.push('DEPT_MANAGER');
      if (home?.nameSpell === 'zijinzu') codes.push('CASHIER');
    }
    if (!staff.external && isInFinance(home, byId)) codes.push('FINANCE_APPROVER');
    if (index === 0) codes.push('SYS_ADMIN');
    return { ...staff, roles: codes.map((code) => role(staff.corporationId, code)) };
  });
}

function isInFinance(department: Department | undefined, byId: Map<string, Department>): boolean {
  for (let current = department; current; current = byId.get(current.parentId ?? '')) {
    if (current.nameSpell === 'caiwubu') return true;
  }
  return false;
}

function role(corporationId: string, code: RoleCode): StaffRole {
  return { id: `${corporationId}:${code}`, code, name: ROLE_NAMES[code] };
}
