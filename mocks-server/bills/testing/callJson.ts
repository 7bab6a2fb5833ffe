import type { TestServer } from '../../testing/startTestServer';

export interface JsonAnswer {
  status: number;
  // Tests read answers loosely; each asserts the fields it is about.
  body: Record<string, unknown> & {
    items?: Record<string, unknown>[];
    count?: number;
    value?: Record<string, unknown>;
    error?: { code: string; message: string };
  };
}

/** A JSON call to the test server; POST bodies go out as JSON. */
export async function callJson(
  server: TestServer,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
): Promise<JsonAnswer> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: JSON.parse(response.text) as JsonAnswer['body'] };
}
