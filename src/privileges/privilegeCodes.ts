/** The admin privilege codes of docs/admin.md, in the spec's order. */
export const PRIVILEGE_CODES = [
  'SYS_ADMIN',
  'REPORT_VIEW',
  'BUDGET_MANAGE',
  'LOAN_MANAGE',
  'EXPENSE_MANAGE',
  'REQUISITION_MANAGE',
  'CUSTOM_REPORT_VIEW',
  'SETTLEMENT_MANAGE',
  'TRIP_MANAGE',
  'CORP_WALLET_MANAGE',
  'INVOICE_MANAGE',
  'SUPPLEMENT_INVOICE',
  'AUDIT_ADMIN',
  'SMART_REPORT',
  'BANK_ACCOUNT_MANAGE',
  'PAYMENT_WORKBENCH',
  'CREDIT_MANAGE',
] as const;

export type PrivilegeCode = (typeof PRIVILEGE_CODES)[number];

/** Bill roles of docs/admin.md; a person's role is per bill, not a privilege. */
export const BILL_ROLES = ['submitter', 'approver', 'creator', 'extensionAdministrator'] as const;

export type BillRole = (typeof BILL_ROLES)[number];

export function isPrivilegeCode(value: unknown): value is PrivilegeCode {
  return typeof value === 'string' && (PRIVILEGE_CODES as readonly string[]).includes(value);
}

/** What holds privileges: the session, or any record with a permissions list. */
export interface PrivilegeHolder {
  readonly permissions: readonly string[];
}

export function hasPrivilege(holder: PrivilegeHolder, code: PrivilegeCode): boolean {
  return holder.permissions.includes(code);
}

/**
 * A registry descriptor may name the privilege its screens need (`params.privilege`); the menu
 * offers the entry only to staff holding it. Anything not a known code means no guard.
 */
export function privilegeOfParams(params: unknown): PrivilegeCode | null {
  if (typeof params !== 'object' || params === null) return null;
  const privilege: unknown = Reflect.get(params, 'privilege');
  return isPrivilegeCode(privilege) ? privilege : null;
}

export function isMenuEntryAllowed(params: unknown, holder: PrivilegeHolder): boolean {
  const privilege = privilegeOfParams(params);
  return privilege === null || hasPrivilege(holder, privilege);
}
