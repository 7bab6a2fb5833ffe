import { systemClock, type Clock } from '@shell/auth';
import { DEFAULT_CONFIG, type HostsConfig } from '@shell/config';
import type { HostHttp, HostLog } from '../HostBridge';
import type { HostAdapterEnv } from './HostAdapterEnv';

/** What the shell hands the bridge; the optional parts default to the real page. */
export interface HostBridgeDeps {
  alert(text: string): void;
  /** The user's locale as anyone says it ('zh-CN', 'en', 'en_US'); normalised before use. */
  locale(): string;
  log: HostLog;
  http: HostHttp;
  clock?: Clock;
  config?: HostsConfig;
  userAgent?: string;
  window?: Window;
  /** The signed-in person (docs/host-verbs.md person info); none when left out. */
  sessionPerson?(): unknown;
}

export function resolveAdapterEnv(deps: HostBridgeDeps): HostAdapterEnv {
  const win = deps.window ?? window;
  return {
    window: win,
    http: deps.http,
    log: deps.log,
    clock: deps.clock ?? systemClock,
    config: deps.config ?? DEFAULT_CONFIG.hosts,
    userAgent: deps.userAgent ?? win.navigator.userAgent,
    alert: (text) => deps.alert(text),
    sessionPerson: () => deps.sessionPerson?.() ?? null,
  };
}
