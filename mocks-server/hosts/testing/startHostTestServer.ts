import type { GrantBinding } from '../GrantStore';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // Tests read whatever the route sent; the assertions are the type check.
  body: Record<string, unknown> & { [key: string]: unknown };
}

export interface HostTestServer {
  server: TestServer;
  /** Moves the lab clock on (codes and tokens expire by it). */
  advance(ms: number): void;
  /** The lab's current staff in the group, as a grant binding for the given host. */
  binding(host: string): GrantBinding;
  issueCode(host: string): string;
  issueToken(host: string): string;
  get(path: string, headers?: Record<string, string>): Promise<JsonAnswer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonAnswer>;
  form(path: string, fields: Record<string, string>): Promise<JsonAnswer>;
  close(): Promise<void>;
}

async function answer(response: Response): Promise<JsonAnswer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** The mock backend on port 0 with a clock the test moves, plus shortcuts for host calls. */
export async function startHostTestServer(seed = 5): Promise<HostTestServer> {
  let clock = Date.UTC(2026, 10, 21, 1);
  const server = await startTestServer({ seed, now: () => new Date(clock) });
  const binding = (host: string): GrantBinding => ({
    host,
    corporationId: server.mock.state.currentCorporationId,
    staffId: server.mock.state.currentStaffId,
  });
  const send = (path: string, init: RequestInit) =>
    fetch(`${server.baseUrl}${path}`, init).then(answer);
  return {
    server,
    advance: (ms) => {
      clock += ms;
    },
    binding,
    issueCode: (host) => server.mock.grants.issueCode(binding(host)),
    issueToken: (host) => server.mock.grants.issueTokens(binding(host)).accessToken,
    get: (path, headers = {}) => send(path, { headers }),
    post: (path, body, headers = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    form: (path, fields) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    close: () => server.close(),
  };
}
