import type { FeatureFlag, Segment } from '../../../flags/evaluation/types';
import type { FlagServer } from '../attachFlagServer';
import { writeDefinitions } from './flagFixtures';
import { startFlagTestServer } from './startFlagTestServer';

export interface FlagAdmin {
  flags: FlagServer;
  now(): number;
  nowIso(): string;
  /** Moves the lab clock on. */
  advance(ms: number): void;
  /** Calls /__lab/flags<path> with optional JSON and headers. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/** The flag server on a loopback port with a lab clock the test moves. */
export async function startFlagAdmin(
  flags: FeatureFlag[],
  segments: Segment[] = [],
): Promise<FlagAdmin> {
  let clock = Date.UTC(2026, 10, 30, 1);
  const server = await startFlagTestServer({
    definitionsDir: writeDefinitions({ flags, segments }),
    now: () => clock,
  });
  return {
    flags: server.flags,
    now: () => clock,
    nowIso: () => new Date(clock).toISOString(),
    advance: (ms) => {
      clock += ms;
    },
    call: async (method, path, body, headers = {}) => {
      const response = await fetch(`${server.origin}/__lab/flags${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? JSON.parse(text) : null,
        headers: response.headers,
      };
    },
    close: () => server.close(),
  };
}
