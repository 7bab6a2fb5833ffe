import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { readCookie } from '../http/readCookie';
import { LAB_TENANT_COOKIE } from '../routes/labTenantCookie';
import { defaultStaffOf, findStaff, tenantByCorporation, userIdOf } from './staffDirectory';

/** The staff a fake host signs in as: set by /__lab/hosts/:id/open or the console's user picker. */
export const LAB_HOST_STAFF_COOKIE = 'lab-host-staff';

export type CookieIdentity = { ok: true; staff: Staff } | { ok: false; message: string };

/**
 * Who the browser is in the lab: `lab-tenant` picks the corporation (the group without it;
 * `corporationId` overrides it when a vendor page names one), `lab-host-staff` the person (the
 * lab's current staff without it). Cookies are untrusted: unknown names are refused, never guessed.
 */
export function cookieIdentityOf(
  cookieHeader: string | undefined,
  state: MockState,
  corporationId?: string,
): CookieIdentity {
  const tenantCookie = readCookie(cookieHeader, LAB_TENANT_COOKIE);
  const corporation =
    corporationId ??
    (tenantCookie === undefined ? state.currentCorporationId : (tenantCookie ?? '').trim());
  if (!tenantByCorporation(state, corporation)) {
    return { ok: false, message: 'The lab-tenant cookie names no seeded tenant' };
  }
  const staffCookie = readCookie(cookieHeader, LAB_HOST_STAFF_COOKIE);
  if (staffCookie === undefined || staffCookie === '') {
    const staff = defaultStaffOf(state, corporation);
    return staff
      ? { ok: true, staff }
      : { ok: false, message: 'The lab data has no current staff' };
  }
  // The same person in whichever corporation the call is about.
  const staff =
    staffCookie === null ? undefined : findStaff(state, corporation, userIdOf(staffCookie.trim()));
  return staff
    ? { ok: true, staff }
    : { ok: false, message: 'The lab-host-staff cookie names no staff of that corporation' };
}
