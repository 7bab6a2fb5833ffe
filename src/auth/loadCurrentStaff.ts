import type { HttpClient } from '../http';
import type { SignedInSession } from '../store';
import { CURRENT_STAFF_PATH } from './sessionPaths';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 256) : undefined;

export class StaffRecordError extends Error {
  override readonly name = 'StaffRecordError';
}

/** Turns the untrusted current-staff record (docs/sign-in-and-hosts.md) into the shell's session, or says what is wrong. */
export function parseCurrentStaff(body: unknown): SignedInSession {
  const value = isObj(body) ? body.value : undefined;
  const staff = isObj(value) ? value.staff : undefined;
  if (!isObj(value) || !isObj(staff))
    throw new StaffRecordError('The current-staff record has no staff');
  const id = text(staff.id);
  const name = text(staff.name);
  if (!id || !name) throw new StaffRecordError('The current-staff record has no staff id or name');
  const permissions = Array.isArray(value.permissions)
    ? value.permissions.filter((code): code is string => typeof code === 'string')
    : [];
  const department = isObj(staff.defaultDepartment)
    ? text(staff.defaultDepartment.id)
    : text(staff.defaultDepartment);
  return {
    staff: {
      id,
      name,
      code: text(staff.code),
      corporationId: text(staff.corporationId) ?? '',
      userId: text(staff.userId),
      departmentId: department,
      external: staff.external === true,
    },
    permissions,
    isAuthorized: value.isAuthorized === true,
    home5: value.home5 === true,
  };
}

/** Sign-in step "then load staff info": a 401 reaches the unauthorized handler via the client. */
export async function loadCurrentStaff(http: HttpClient): Promise<SignedInSession> {
  const response = await http.axios.get<unknown>(CURRENT_STAFF_PATH);
  return parseCurrentStaff(response.data);
}
