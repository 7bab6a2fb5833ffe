import {
  isMobileUserAgent,
  loadStaffSetting,
  localeFromLanguage,
  type SignInSession,
  type StaffSetting,
} from '../auth';
import { loadCurrentStaff } from '../auth/loadCurrentStaff';
import { HttpError } from '../http';
import type { RootStore, SessionStatus } from '../store';

export interface CompleteSessionOptions {
  userAgent: string;
  /** True when the person picked a language in this browser; that choice beats the server's. */
  localeRemembered: boolean;
}

/**
 * The tenant's brand colour and the staff's text size (our fields on the staff setting). A value
 * that is not a hex colour or a known size is ignored: the look stays the default, never broken.
 */
function applyAppearance(root: RootStore, setting: StaffSetting): void {
  if (setting.brandColor !== undefined && !root.ui.setBrandColor(setting.brandColor))
    console.warn("[sign-in] the staff setting's brand colour is not a hex colour; default kept");
  // The person's own pick in this browser beats the setting, as for the language.
  if (setting.fontSize !== undefined && root.ui.chosenFontSize === null)
    root.ui.setFontSize(setting.fontSize);
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.isUnauthorized;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * With a granted token: the staff setting (language → locale) and the current staff, fetched
 * side by side because both need only the token (one round trip less on the critical path).
 * A failed staff setting only costs the language; a failed staff record fails the sign-in.
 */
export async function completeSession(
  root: RootStore,
  session: SignInSession,
  options: CompleteSessionOptions,
): Promise<SessionStatus> {
  root.session.granted(session.accessToken);
  const [setting, record] = await Promise.allSettled([
    loadStaffSetting(root.http, {
      deviceType: isMobileUserAgent(options.userAgent) ? 'MOBILE' : 'DESKTOP',
      locale: root.locale.locale,
      accessToken: session.accessToken,
    }),
    loadCurrentStaff(root.http),
  ]);
  if (setting.status === 'rejected' && isUnauthorized(setting.reason)) {
    root.session.unauthorized();
    return root.session.status;
  }
  if (setting.status === 'rejected')
    console.warn('[sign-in] the staff setting could not be loaded:', describe(setting.reason));
  if (setting.status === 'fulfilled') applyAppearance(root, setting.value);
  const settingLanguage = setting.status === 'fulfilled' ? setting.value.language : undefined;
  // An unsupported session language ('fr') must not hide a supported staff setting.
  const locale =
    (session.language === undefined ? undefined : localeFromLanguage(session.language)) ??
    (settingLanguage ? localeFromLanguage(settingLanguage) : undefined);
  if (locale && !options.localeRemembered) root.locale.setLocale(locale);
  if (record.status === 'fulfilled') {
    root.session.signedIn({
      ...record.value,
      accessToken: session.accessToken,
      isAssistPlatform: session.isAssistPlatform,
    });
  } else if (isUnauthorized(record.reason)) {
    root.session.unauthorized();
  } else {
    root.session.failed(describe(record.reason));
  }
  return root.session.status;
}
