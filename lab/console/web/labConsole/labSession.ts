import { readCookie } from '../../../../mocks-server/http/readCookie';

const LAB_SESSION_COOKIE = 'lab-session';
const SESSION_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The lab session named by the `lab-session` cookie, or null while unknown or malformed. */
export function labSessionOf(cookieHeader: string): string | null {
  const value = readCookie(cookieHeader, LAB_SESSION_COOKIE);
  return typeof value === 'string' && SESSION_ID.test(value) ? value : null;
}
