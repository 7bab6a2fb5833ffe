/**
 * The sign-in chain's addresses, apart from their readers so the start-calls script can ask for
 * the same ones without carrying the readers' schemas.
 */
export const TOKEN_PATH = '/api/idp/public/oauth2/token';
export const CURRENT_STAFF_PATH = '/v1/organization/staffs/me';
export const staffSettingPath = (deviceType: string) =>
  `/v1/organization/staffs/staffSetting/${encodeURIComponent(deviceType)}`;
