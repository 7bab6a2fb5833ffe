import {
  isMobileUserAgent,
  loadStaffSetting,
  localeFromLanguage,
  type SignInSession,
} from '../auth';
import { loadCurrentStaff } from '../auth/loadCurrentStaff';
import { HttpError } from '../http';
import type { RootStore, SessionStatus } from '../store';

export interface CompleteSessionOptions {
  userAgent: string;
  /** True when the person picked a language in this browser; that choice beats the server's. */
  localeRemembered: boolean;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.isUnauthorized;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * With a granted token: the staff setting (language → locale) then the current staff. A failed
 * staff setting only costs the language; a failed staff record fails the sign-in.
 */
export async function completeSession(
  root: RootStore,
  session: SignInSession,
  options: CompleteSessionOptions,
): Promise<SessionStatus> {
  root.session.granted(session.accessToken);
  let locale = session.language === undefined ? undefined : localeFromLanguage(session.language);
  try {
    const setting = await loadStaffSetting(root.http, {
      deviceType: isMobileUserAgent(options.userAgent) ? 'MOBILE' : 'DESKTOP',
      locale: root.locale.locale,
      accessToken: session.accessToken,
    });
    // An unsupported session language ('fr') must not hide a supported staff setting.
    locale = locale ?? (setting.language ? localeFromLanguage(setting.language) : undefined);
  } catch (error) {
    if (isUnauthorized(error)) {
      root.session.unauthorized();
      return root.session.status;
    }
    console.warn('[sign-in] the staff setting could not be loaded:', describe(error));
  }
  if (locale && !options.localeRemembered) root.locale.setLocale(locale);
  try {
    const record = await loadCurrentStaff(root.http);
    root.session.signedIn({
      ...record,
      accessToken: session.accessToken,
      isAssistPlatform: session.isAssistPlatform,
    });
  } catch (error) {
    if (isUnauthorized(error)) root.session.unauthorized();
    else root.session.failed(describe(error));
  }
  return root.session.status;
}
