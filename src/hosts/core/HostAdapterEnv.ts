import type { Clock } from '@shell/auth';
import type { HostsConfig } from '@shell/config';
import type { HostHttp, HostLog } from '../HostBridge';

/**
 * What an adapter's verbs need outside sign-in (sign-in gets the richer HostSignInContext).
 * Verbs are created before sign-in runs, so they cannot borrow the sign-in context.
 */
export interface HostAdapterEnv {
  window: Window;
  http: HostHttp;
  log: HostLog;
  clock: Clock;
  config: HostsConfig;
  userAgent: string;
  /** A blocking message box: the plain web host's toast and the unsupported-feature notice. */
  alert(text: string): void;
  /**
   * The signed-in person as the app's session data has them (docs/sign-in-and-hosts.md person info), null until
   * sign-in ends: what the plain web host answers `getPersonInfo` with.
   */
  sessionPerson(): unknown;
}
