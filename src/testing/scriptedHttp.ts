import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '../http';

/** What a scripted route answers: a body (200), or a status with an optional body. */
export type ScriptedReply = unknown | { status: number; body?: unknown };

function isStatusReply(reply: unknown): reply is { status: number; body?: unknown } {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    typeof (reply as { status?: unknown }).status === 'number'
  );
}

/**
 * The app's real HTTP client (interceptors, error mapping, dedup) over a transport that answers
 * from a script and records what was sent: no server, no axios mocking.
 */
export function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => ScriptedReply): {
  http: HttpClient;
  sent: InternalAxiosRequestConfig[];
} {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const reply = await answer(config);
    const status = isStatusReply(reply) ? reply.status : 200;
    const data = isStatusReply(reply) ? reply.body : reply;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status ${status}`,
        undefined,
        config,
        null,
        response,
      );
    return response;
  };
  const http = createHttpClient({ baseURL: '/api', dedupWindowMs: 0 });
  http.axios.defaults.adapter = adapter;
  return { http, sent };
}
