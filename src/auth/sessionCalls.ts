import { parseOrNull } from '@contracts/core/parse';
import { accountSessionSchema, staffSettingSchema } from '@contracts/session/staffSetting';
import type { HttpClient } from '../http';
import { AuthError, INVALID_ANSWER_CODE } from './AuthError';
import { staffSettingPath } from './sessionPaths';
import type { SignInSession } from './SignInOutcome';

export const ACCOUNT_SESSION_PATH = '/account/v2/session';

export interface StaffSetting {
  /** The staff id; with the corporation id it keys the caches. */
  id: string;
  corporationId: string;
  language?: string;
  /** Untrusted: the theme takes it only when it is a hex colour and derives its text colours. */
  brandColor?: string;
  /** Untrusted: small, normal or large; anything else reads as normal. */
  fontSize?: string;
}

function invalidAnswer(what: string): AuthError {
  return new AuthError({ code: INVALID_ANSWER_CODE, message: `The ${what} answer is malformed` });
}

/** docs/sign-in-and-hosts.md: GET staffSetting/{deviceType}, called at start-up for locale and cache keys. */
export async function loadStaffSetting(
  http: HttpClient,
  query: { deviceType: string; locale: string; accessToken?: string },
): Promise<StaffSetting> {
  const params = {
    locale: query.locale,
    ...(query.accessToken ? { accessToken: query.accessToken } : {}),
  };
  const { data } = await http.axios.get<unknown>(staffSettingPath(query.deviceType), { params });
  const setting = parseOrNull(staffSettingSchema, data);
  if (!setting) throw invalidAnswer('staff setting');
  return setting;
}

/**
 * docs/sign-in-and-hosts.md: GET /account/v2/session, the normal session login. Hosts differ in where they put
 * the corporation and user, so both the value and the top level are read.
 */
export async function loadAccountSession(
  http: HttpClient,
  accessToken?: string,
): Promise<SignInSession> {
  const config = accessToken ? { params: { accessToken } } : {};
  const { data } = await http.axios.get<unknown>(ACCOUNT_SESSION_PATH, config);
  const session = parseOrNull(accountSessionSchema, data);
  if (!session) throw invalidAnswer('account session');
  return session;
}
