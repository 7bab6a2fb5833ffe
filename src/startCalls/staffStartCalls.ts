import { isMobileUserAgent } from '../auth/switchCorporationUrl';
import { CURRENT_STAFF_PATH, staffSettingPath } from '../auth/sessionPaths';
import { isHomePath } from '../frame/isHomePath';
import { homeFirstReads } from '../home/homeReads';
import { readRememberedLocale } from '../readRememberedLocale';
import { sendStartCall } from './sendStartCall';
import { apiRequest, type StartCallsContext } from './StartCallsContext';

/**
 * completeSession's two calls with a granted token: the staff setting (in the language the shell
 * starts in) and the current staff; on the home, its first reads too (HomeStore.startEarly asks
 * for them once the shell has signed in, about a second later on a phone's link).
 */
export function sendStaffCalls(context: StartCallsContext, accessToken: string): void {
  const deviceType = isMobileUserAgent(context.userAgent) ? 'MOBILE' : 'DESKTOP';
  const params = { locale: readRememberedLocale(context.localStorage), accessToken };
  const calls = [
    { method: 'GET' as const, path: staffSettingPath(deviceType), params, grant: accessToken },
    { method: 'GET' as const, path: CURRENT_STAFF_PATH, grant: accessToken },
  ];
  const home = isHomePath(context.pathname)
    ? homeFirstReads().map((read) => ({ ...read, grant: accessToken }))
    : [];
  for (const call of [...calls, ...home])
    sendStartCall(context.store, context.fetch, apiRequest(context, call));
}
