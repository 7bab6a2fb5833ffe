import type { SignInOutcome } from '@shell/auth';
import { DEFAULT_CONFIG, type HostsConfig } from '@shell/config';
import { parseStartupParams, type StartupParams } from '@shell/startup';
import type { HostHttp, HostSignInContext } from '../hostContract';
import { createFakeClock, type FakeClock } from './fakeClock';
import { createFakeHttp, type FakeHttpRequest, type FakeRoutes } from './fakeHttp';

export interface FakeSignInOptions {
  /** The page address; params are parsed from its query unless `params` overrides them. */
  href?: string;
  params?: Partial<StartupParams>;
  routes?: FakeRoutes;
  /** Plays the host: installs SDK globals on `window` when the adapter loads a script. */
  onLoadScript?: (url: string) => void | Promise<void>;
  config?: Partial<HostsConfig>;
  cookies?: Record<string, string>;
  userAgent?: string;
  /** The page the adapter runs in (a fake native wrapper's frame); the test page's by default. */
  window?: Window;
  /** An HTTP seam of the test's own instead of `routes` (its requests are not recorded). */
  http?: HostHttp;
  identitySignIn?: (code: string | undefined) => Promise<SignInOutcome>;
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: unknown[];
}

export interface Navigation {
  kind: 'assign' | 'replace' | 'rewrite' | 'reload';
  url?: string;
}

/**
 * The one sign-in context of host tests: every effect recorded for the test to read, time moved
 * by the test (`settleWithClock`), the identity provider answering `idp-token-for-<code>`.
 */
export interface FakeSignInContext extends HostSignInContext {
  clock: FakeClock;
  requests: FakeHttpRequest[];
  logs: LogEntry[];
  events: Array<{ event: string; detail?: unknown }>;
  scripts: string[];
  navigations: Navigation[];
  cookieJar: Map<string, { value: string; days: number }>;
  identityCodes: Array<string | undefined>;
}

export const FAKE_CONFIG: HostsConfig = {
  ...DEFAULT_CONFIG.hosts,
  sdkUrls: {
    wecom: 'https://sdk.test/wecom.js',
    dingtalk: 'https://sdk.test/dingtalk.js',
    feishu: 'https://sdk.test/feishu.js',
    hzbank: 'https://sdk.test/hzbank.js',
    workapp: 'https://sdk.test/workapp.js',
    kk: 'https://sdk.test/kk.js',
    kingOA: 'https://sdk.test/kingoa.js',
  },
  wecomSsoUrl: 'https://sso.test/connect/oauth2/authorize',
  authorizeUrls: { dingtalk: 'https://dt.test/oauth2/auth', feishu: 'https://fs.test/authen' },
  allowedMessageOrigins: ['https://teams.test'],
  sdkTimeoutMs: 15000,
};

export function createFakeSignInContext(options: FakeSignInOptions = {}): FakeSignInContext {
  const url = new URL(options.href ?? 'https://app.test/web/index.html');
  const requests: FakeHttpRequest[] = [];
  const logs: LogEntry[] = [];
  const navigations: Navigation[] = [];
  const scripts: string[] = [];
  const events: FakeSignInContext['events'] = [];
  const identityCodes: Array<string | undefined> = [];
  const cookieJar = new Map<string, { value: string; days: number }>(
    Object.entries(options.cookies ?? {}).map(([name, value]) => [name, { value, days: 1 }]),
  );
  const log =
    (level: LogEntry['level']) =>
    (message: string, ...details: unknown[]) =>
      void logs.push({ level, message, details });
  return {
    params: { ...parseStartupParams(url.search), ...options.params },
    http: options.http ?? createFakeHttp(options.routes ?? {}, requests),
    location: {
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      assign: (to) => void navigations.push({ kind: 'assign', url: to }),
      replace: (to) => void navigations.push({ kind: 'replace', url: to }),
      reload: () => void navigations.push({ kind: 'reload' }),
      rewrite: (to) => void navigations.push({ kind: 'rewrite', url: to }),
    },
    config: { ...FAKE_CONFIG, ...options.config },
    clock: createFakeClock(),
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    loadScript: async (script) => {
      scripts.push(script);
      await options.onLoadScript?.(script);
    },
    cookies: {
      get: (name) => cookieJar.get(name)?.value,
      set: (name, value, days) => void cookieJar.set(name, { value, days }),
    },
    emit: (event, detail) => void events.push({ event, detail }),
    identitySignIn: async (code) => {
      identityCodes.push(code);
      if (options.identitySignIn) return options.identitySignIn(code);
      return { kind: 'signed-in', session: { accessToken: `idp-token-for-${code ?? 'none'}` } };
    },
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36',
    window: options.window ?? window,
    alert: (text) => void events.push({ event: 'alert', detail: text }),
    sessionPerson: () => null,
    requests,
    logs,
    events,
    scripts,
    navigations,
    cookieJar,
    identityCodes,
  };
}

/** A promise that never settles: the host in the lab's "hang" mode. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
