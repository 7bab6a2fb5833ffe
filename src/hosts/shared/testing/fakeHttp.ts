import { HostHttpError, type HostHttp } from '../hostContract';

export interface FakeHttpRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  params?: Record<string, string | undefined>;
}

/** Answers one request: return the body, or throw (use `httpFailure`). */
export type FakeRoute = (request: FakeHttpRequest) => unknown;

/** Routes keyed 'GET /wecom/v2/session' or 'POST /wecom/v2/web/session'. */
export type FakeRoutes = Record<string, FakeRoute>;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function codeOrMessage(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A failure as the shell's HostHttp raises it: the code read from any host's error shape. */
export function httpFailure(status: number, body: unknown = {}): HostHttpError {
  const error = field(body, 'error');
  const code =
    codeOrMessage(field(error, 'code')) ??
    codeOrMessage(field(body, 'errorCode')) ??
    codeOrMessage(field(body, 'errcode')) ??
    codeOrMessage(field(body, 'code'));
  const message =
    codeOrMessage(field(body, 'message')) ??
    codeOrMessage(field(body, 'msg')) ??
    codeOrMessage(field(error, 'message')) ??
    `Request failed with status code ${status}`;
  return new HostHttpError(status, code, String(message), body);
}

export function createFakeHttp(routes: FakeRoutes, requests: FakeHttpRequest[]): HostHttp {
  const answer = async <T>(request: FakeHttpRequest): Promise<T> => {
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw httpFailure(404, { message: `no fake route for ${request.url}` });
    return route(request) as T;
  };
  return {
    get: (url, options) => answer({ method: 'GET', url, params: options?.params }),
    post: (url, body, options) => answer({ method: 'POST', url, body, params: options?.params }),
  };
}
