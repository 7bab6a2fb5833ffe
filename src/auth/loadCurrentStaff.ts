import { ContractError, parse } from '@contracts/core/parse';
import { currentStaffSchema } from '@contracts/organization/currentStaff';
import type { HttpClient } from '../http';
import type { SignedInSession } from '../store';
import { CURRENT_STAFF_PATH } from './sessionPaths';

export class StaffRecordError extends Error {
  override readonly name = 'StaffRecordError';
}

/** Turns the untrusted current-staff record (docs/sign-in-and-hosts.md) into the shell's session, or says what is wrong. */
export function parseCurrentStaff(body: unknown): SignedInSession {
  try {
    return parse(currentStaffSchema, body);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    const what = /^value\.staff\./.test(error.field) ? 'no staff id or name' : 'no staff';
    throw new StaffRecordError(`The current-staff record has ${what} (${error.message})`);
  }
}

/** Sign-in step "then load staff info": a 401 reaches the unauthorized handler via the client. */
export async function loadCurrentStaff(http: HttpClient): Promise<SignedInSession> {
  const response = await http.axios.get<unknown>(CURRENT_STAFF_PATH);
  return parseCurrentStaff(response.data);
}
