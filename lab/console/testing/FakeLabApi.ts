/** One request the console's script made, as the fake saw it. */
export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer);

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The lab's admin API as canned answers keyed by "METHOD /path" (no query), recording every
 * call; an unknown route answers 404 in the lab's error envelope, as the mock backend does.
 */
export class FakeLabApi {
  readonly calls: FakeCall[] = [];
  private readonly routes = new Map<string, FakeRoute>();

  constructor(routes: Record<string, FakeRoute> = {}) {
    for (const [key, route] of Object.entries(routes)) this.routes.set(key, route);
  }

  answer(key: string, route: FakeRoute): void {
    this.routes.set(key, route);
  }

  callsTo(method: string, path: string): FakeCall[] {
    return this.calls.filter((call) => routeKey(call.method, call.path) === routeKey(method, path));
  }

  readonly fetch = async (input: unknown, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://lab.test');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      headers[name.toLowerCase()] = String(value);
    }
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    this.calls.push(call);
    const route = this.routes.get(routeKey(call.method, call.path));
    const answer =
      route === undefined
        ? { status: 404, body: { error: { code: 'error:lab:no-route', message: 'No route' } } }
        : typeof route === 'function'
          ? route(call)
          : route;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, statusText: 'Fake' });
  };
}
