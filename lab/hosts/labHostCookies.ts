import { isLabHostId, type LabHostId } from '../../mocks-server/hosts/labHostIds';
import { readCookie } from '../../mocks-server/http/readCookie';
import { isHostMode, type HostMode } from './hostModes';

export { isHostMode, type HostMode } from './hostModes';

export { LAB_HOST_STAFF_COOKIE } from '../../mocks-server/hosts/cookieIdentity';
export { LAB_TENANT_COOKIE } from '../../mocks-server/routes/labTenantCookie';
export { LAB_SESSION_COOKIE } from '../../mocks-server/sessions/labSessionOf';

/** Which host the console opened the app as; the app config's `lab.host` follows it. */
export const LAB_HOST_COOKIE = 'lab-host';
/** How the fake host behaves (hostModes.ts). */
export const LAB_HOST_MODE_COOKIE = 'lab-host-mode';

/** `cross-origin`: the app config says the identity provider is cross-origin (labAppConfig.ts). */
const LAB_IDP_MODE_COOKIE = 'lab-idp-mode';

export function labIdpCrossOrigin(cookieHeader: string | undefined): boolean {
  return readCookie(cookieHeader, LAB_IDP_MODE_COOKIE) === 'cross-origin';
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
