import type { IncomingHttpHeaders } from 'node:http';
import { readCookie } from '../http/readCookie';

export const LAB_SESSION_HEADER = 'x-lab-session';
export const LAB_SESSION_COOKIE = 'lab-session';
export const DEFAULT_LAB_SESSION = 'default';

const SESSION_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Which lab session a request belongs to, so several people or test workers sharing one lab do
 * not see each other's scenarios and faults: the `X-Lab-Session` header, else the `lab-session`
 * cookie, else 'default'. A malformed id is treated as absent, never trusted.
 */
export function labSessionOf(req: { headers: IncomingHttpHeaders }): string {
  const header = req.headers[LAB_SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && SESSION_ID.test(fromHeader)) return fromHeader;
  const fromCookie = readCookie(req.headers.cookie, LAB_SESSION_COOKIE);
  return fromCookie && SESSION_ID.test(fromCookie) ? fromCookie : DEFAULT_LAB_SESSION;
}
