export {
  BILL_ROLES,
  hasPrivilege,
  isMenuEntryAllowed,
  isPrivilegeCode,
  PRIVILEGE_CODES,
  privilegeOfParams,
  type BillRole,
  type PrivilegeCode,
  type PrivilegeHolder,
} from './privilegeCodes';
export { privilegeMessages, type PrivilegeMessages } from './privilegeMessages';
export { NoPermission, PrivilegeGuard, type PrivilegeGuardProps } from './PrivilegeGuard';
export { usePrivilege } from './usePrivilege';
