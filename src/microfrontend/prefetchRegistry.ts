import type { HttpClient } from '../http';

/** The registry's first try, already under way; fetchAppRegistry reads its answer once. */
export type RegistryFirstTry = { url: string; answer: Promise<Response> } | null;

/**
 * Starts the registry center's first try together with sign-in instead of after it: the registry
 * needs no session (spec: a GET to the registry center), and after sign-in it was one more
 * round trip before the home (about 170 ms on a phone network, the last one on a warm start).
 * A plain fetch, so a failure here (a registry behind the session, say) only counts as a failed
 * try and never runs the client's refresh or sign-out handling; the next try goes through it.
 * Its body is read where the registry contract reads it (fetchRegistry, in the runtime chunk),
 * so the first screen's script carries no reader.
 */
export function prefetchRegistry(http: HttpClient, url: string | null): RegistryFirstTry {
  const target = url?.trim();
  if (!target || typeof fetch !== 'function') return null;
  const absolute = http.axios.getUri({ url: target });
  const answer = fetch(absolute, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return response;
  });
  answer.catch(() => undefined);
  return { url: target, answer };
}
