import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { HttpClient } from '../http';
import { GRANT_HEADER } from '../http/createGrantHeaderInterceptor';
import { resolveRequestUrl } from '../http/resolveRequestUrl';
import { callKey, takeStartAnswer, type StartAnswer } from './StartCalls';

/** The key of the request axios is about to send, as the start-calls script keyed its own. */
export function keyOfAxiosRequest(config: InternalAxiosRequestConfig): string {
  const grant = config.headers.get(GRANT_HEADER);
  return callKey({
    method: config.method ?? 'get',
    url: resolveRequestUrl(config),
    params: (config.params as Record<string, unknown> | undefined) ?? {},
    body: config.data,
    grant: typeof grant === 'string' ? grant : undefined,
  });
}

/** The script's answer as axios's own adapters would have settled it. */
export function settleStartAnswer(
  answer: StartAnswer,
  config: InternalAxiosRequestConfig,
): AxiosResponse {
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: answer.statusText,
    headers: new AxiosHeaders(answer.headers),
    config,
  };
  if (!config.validateStatus || config.validateStatus(answer.status)) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    code,
    config,
    undefined,
    response,
  );
}

/**
 * Lets this client's requests take the answers the start-calls script already has for the very
 * same request (method, URL, params, body, grant): they then go through the client's
 * interceptors, checks and readers like any answer. Anything else, or a call the script could
 * not complete, goes to the network as before.
 */
export function adoptStartAnswers(http: HttpClient, win: Window = window): void {
  const network = axios.getAdapter(http.axios.defaults.adapter);
  const adapter: AxiosAdapter = async (config) => {
    const answer = await takeStartAnswer(win, keyOfAxiosRequest(config));
    // null: the script's request failed on the network; the shell's own may still get through.
    return answer ? settleStartAnswer(answer, config) : network(config);
  };
  http.axios.defaults.adapter = adapter;
}
