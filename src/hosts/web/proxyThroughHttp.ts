import type { HostHttp, ProxyRequest } from '../shared/hostContract';

/**
 * The plain web host's request proxy: the page's own HTTP helper. Seams without `request`
 * carry GET and POST only, and cannot send extra headers, so those requests are refused
 * rather than sent without what the caller asked for.
 */
export function proxyThroughHttp<T>(http: HostHttp, request: ProxyRequest): Promise<T> {
  const method = request.method ?? 'GET';
  const form = request.serializer === 'form';
  const hasHeaders = request.headers !== undefined && Object.keys(request.headers).length > 0;
  if (http.request) {
    const params = method === 'GET' ? toQueryParams(request.data) : undefined;
    const data = method === 'GET' ? undefined : request.data;
    return http.request<T>({
      url: request.url,
      method,
      params,
      data,
      headers: request.headers,
      form,
    });
  }
  if (hasHeaders || (method !== 'GET' && method !== 'POST')) {
    return Promise.reject(
      new Error(`This page's HTTP helper cannot proxy ${method} requests with extra headers`),
    );
  }
  if (method === 'GET') return http.get<T>(request.url, { params: toQueryParams(request.data) });
  return http.post<T>(request.url, request.data, { form });
}

function toQueryParams(data: unknown): Record<string, string | undefined> | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const params: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) params[key] = undefined;
    else if (typeof value === 'object') params[key] = JSON.stringify(value);
    else params[key] = String(value);
  }
  return params;
}
