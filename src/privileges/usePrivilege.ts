import { useRootStore } from '../store/useStore';
import { hasPrivilege, type PrivilegeCode } from './privilegeCodes';

/** Whether the signed-in staff holds `code`; observers re-render when the session changes. */
export function usePrivilege(code: PrivilegeCode): boolean {
  return hasPrivilege(useRootStore().session, code);
}
