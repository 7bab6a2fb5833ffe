import { systemClock } from '@shell/auth';
import { DEFAULT_CONFIG } from '@shell/config';
import type { HostHttp, HostLog } from '../..';
import type { HostAdapterEnv } from '../HostAdapterEnv';
import type { HostBridgeDeps } from '../HostBridgeDeps';

export interface LogLine {
  level: keyof HostLog;
  message: string;
}

export interface RecordingLog extends HostLog {
  lines: LogLine[];
}

export function createRecordingLog(): RecordingLog {
  const lines: LogLine[] = [];
  const record = (level: keyof HostLog) => (message: string) => void lines.push({ level, message });
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

/** An HTTP seam that refuses every call; tests replace the methods they expect. */
export function createRefusingHttp(): HostHttp {
  return {
    get: () => Promise.reject(new Error('unexpected GET')),
    post: () => Promise.reject(new Error('unexpected POST')),
  };
}

export interface TestEnv extends HostAdapterEnv {
  alerts: string[];
  log: RecordingLog;
}

/** Uses the real clock functions, which jest's fake timers replace when a test turns them on. */
export function createTestEnv(overrides: Partial<HostAdapterEnv> = {}): TestEnv {
  const alerts: string[] = [];
  return {
    window,
    http: createRefusingHttp(),
    clock: systemClock,
    config: DEFAULT_CONFIG.hosts,
    userAgent: 'jest',
    alert: (text) => void alerts.push(text),
    sessionPerson: () => null,
    ...overrides,
    alerts,
    log: createRecordingLog(),
  };
}

export function createTestDeps(env: TestEnv, locale = 'zh-CN'): HostBridgeDeps {
  return {
    alert: env.alert,
    locale: () => locale,
    log: env.log,
    http: env.http,
    clock: env.clock,
    config: env.config,
    userAgent: env.userAgent,
    window: env.window,
    sessionPerson: env.sessionPerson,
  };
}

/** The verbs an adapter builds for a page: the test page's own unless `env` says otherwise. */
export function verbsOf<TVerbs>(
  adapter: { verbs(env: HostAdapterEnv): TVerbs },
  env: HostAdapterEnv = createTestEnv(),
): TVerbs {
  return adapter.verbs(env);
}
