import { isLabHostId, type LabHostId } from '../../mocks-server/hosts/labHostIds';
import { readCookie } from '../../mocks-server/http/readCookie';

export { LAB_HOST_STAFF_COOKIE } from '../../mocks-server/hosts/cookieIdentity';
export { LAB_TENANT_COOKIE } from '../../mocks-server/routes/labTenantCookie';
export { LAB_SESSION_COOKIE } from '../../mocks-server/sessions/labSessionOf';

/** Which host the console opened the app as; the app config's `lab.host` follows it. */
export const LAB_HOST_COOKIE = 'lab-host';
/** How the fake host behaves: answers normally, is absent, or never answers auth-code calls. */
export const LAB_HOST_MODE_COOKIE = 'lab-host-mode';

export const HOST_MODES = ['normal', 'not-in-host', 'hang'] as const;
export type HostMode = (typeof HOST_MODES)[number];

export function isHostMode(value: unknown): value is HostMode {
  return typeof value === 'string' && (HOST_MODES as readonly string[]).includes(value);
}

/** The validated `lab-host` cookie, or null (absent or not a host the lab plays). */
export function labHostOf(cookieHeader: string | undefined): LabHostId | null {
  const value = readCookie(cookieHeader, LAB_HOST_COOKIE);
  return isLabHostId(value) ? value : null;
}

/** The validated `lab-host-mode` cookie; 'normal' when absent or unreadable. */
export function labHostModeOf(cookieHeader: string | undefined): HostMode {
  const value = readCookie(cookieHeader, LAB_HOST_MODE_COOKIE);
  return isHostMode(value) ? value : 'normal';
}
