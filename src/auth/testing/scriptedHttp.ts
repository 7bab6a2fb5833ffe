import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createHttpClient, type HttpClient } from '@shell/http';

/** A request as the network would have seen it, with the body read back from its wire form. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  withCredentials: boolean;
  timeout: number | undefined;
  contentType: string | undefined;
}

export interface ScriptedReply {
  status: number;
  body?: unknown;
  statusText?: string;
}

export type ReplyScript = (request: SeenRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedHttp {
  http: HttpClient;
  requests: SeenRequest[];
  /** Puts axios's own adapter back; call in afterEach. */
  restore(): void;
}

function readBody(data: unknown, contentType: string | undefined): unknown {
  if (typeof data !== 'string') return data;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(data));
  }
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function answer(config: InternalAxiosRequestConfig, reply: ScriptedReply): AxiosResponse {
  const response: AxiosResponse = {
    data: reply.body,
    status: reply.status,
    statusText: reply.statusText ?? '',
    headers: {},
    config,
    request: {},
  };
  const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 300;
  if (ok) return response;
  const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(
    `Request failed with status code ${reply.status}`,
    code,
    config,
    {},
    response,
  );
}

/**
 * The app's real HTTP client (dedup adapter, error mapping) over a scripted network. The dedup
 * adapter sends through axios's default adapter, so the script is installed there: no module
 * mocking, and everything above the wire is the production code.
 */
export function createScriptedHttp(
  script: ReplyScript,
  options: { now?: () => number; baseURL?: string } = {},
): ScriptedHttp {
  const requests: SeenRequest[] = [];
  const original = axios.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const contentType = config.headers.getContentType()?.toString();
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: readBody(config.data, contentType),
      withCredentials: config.withCredentials === true,
      timeout: config.timeout,
      contentType,
    };
    requests.push(seen);
    return answer(config, await script(seen));
  };
  axios.defaults.adapter = adapter;
  const http = createHttpClient({ now: options.now, baseURL: options.baseURL });
  return {
    http,
    requests,
    restore: () => {
      axios.defaults.adapter = original;
    },
  };
}

/** A reply the test releases when it chooses, to hold a request in flight. */
export function deferredReply(): {
  promise: Promise<ScriptedReply>;
  resolve(reply: ScriptedReply): void;
} {
  let resolve: (reply: ScriptedReply) => void = () => undefined;
  const promise = new Promise<ScriptedReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
