import { isMobileUserAgent } from '../auth/switchCorporationUrl';
import { CURRENT_STAFF_PATH, staffSettingPath } from '../auth/sessionPaths';
import { readRememberedLocale } from '../readRememberedLocale';
import { sendStartCall } from './sendStartCall';
import { apiRequest, type StartCallsContext } from './StartCallsContext';

/**
 * completeSession's two calls with a granted token: the staff setting (in the language the shell
 * starts in) and the current staff.
 */
export function sendStaffCalls(context: StartCallsContext, accessToken: string): void {
  const deviceType = isMobileUserAgent(context.userAgent) ? 'MOBILE' : 'DESKTOP';
  const params = { locale: readRememberedLocale(context.localStorage), accessToken };
  const calls = [
    { method: 'GET' as const, path: staffSettingPath(deviceType), params, grant: accessToken },
    { method: 'GET' as const, path: CURRENT_STAFF_PATH, grant: accessToken },
  ];
  for (const call of calls) sendStartCall(context.store, context.fetch, apiRequest(context, call));
}
