import type { AppConfig } from '../config';
import { matchesEndpointPatterns } from '../http/matchesEndpointPatterns';
import { resolveRequestUrl } from '../http/resolveRequestUrl';
import type { StartupParams } from '../startup';
import type { FetchFn } from './sendStartCall';
import type { CallRequest, StartCalls } from './StartCalls';

/** What the start-calls script knows once the config is in: the shell's own inputs. */
export interface StartCallsContext {
  store: StartCalls;
  fetch: FetchFn;
  config: AppConfig;
  params: StartupParams;
  userAgent: string;
  /** The page's origin, which chooses the identity provider when the config names none. */
  origin: string;
  localStorage: Storage | null;
  /** The opened page's path: the home's first reads go only when the home is the page. */
  pathname: string;
}

/**
 * A call to the company API as the shell's client makes it: relative to `apiBase`, with the
 * staff grant where the config lets it go.
 */
export function apiRequest(
  context: StartCallsContext,
  request: Omit<CallRequest, 'url' | 'grant'> & { path: string; grant?: string },
): CallRequest {
  const { path, grant, ...rest } = request;
  const url = resolveRequestUrl({ baseURL: context.config.apiBase, url: path });
  const granted = grant && matchesEndpointPatterns(url, context.config.grantEndpointPatterns);
  return { ...rest, url, ...(granted ? { grant } : {}) };
}
