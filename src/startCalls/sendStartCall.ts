import { GRANT_HEADER } from '../http/createGrantHeaderInterceptor';
import { callKey, type CallRequest, type StartAnswer, type StartCalls } from './StartCalls';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** The request on the wire as axios sends it from the page (JSON body, page cookies only). */
function initOf(request: CallRequest): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.grant) headers[GRANT_HEADER] = request.grant;
  return {
    method: request.method,
    headers,
    credentials: 'same-origin',
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
}

function urlOf(request: CallRequest): string {
  // The script sends only plain values, each as its text, as axios writes them.
  const entries = Object.entries(request.params ?? {}).map(([name, value]) => [
    name,
    String(value),
  ]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${request.url}?${query}` : request.url;
}

async function readAnswer(response: Response): Promise<StartAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body: await response.text(),
  };
}

/** The JSON of a successful answer; undefined for a failure or anything unreadable. */
export function jsonOf(answer: StartAnswer | null): unknown {
  if (!answer || answer.status < 200 || answer.status >= 300) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends `request` and puts it on the store's list. `next` runs on its answer (to send the calls
 * that follow from it) before the shell can have that answer.
 */
export function sendStartCall(
  store: StartCalls,
  fetchFn: FetchFn,
  request: CallRequest,
  next?: (answer: StartAnswer | null) => void,
): void {
  const answer = fetchFn(urlOf(request), initOf(request))
    .then(readAnswer)
    .catch(() => null)
    .then((read) => {
      next?.(read);
      return read;
    });
  store.calls.push({ key: callKey(request), answer, taken: false });
}
