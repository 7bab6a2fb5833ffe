import type { AppConfig } from '../config';
import type { RootStore } from '../store';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import type { RegistryFirstTry } from './prefetchRegistry';
import { RegistryError, type RegistryAttempt } from './RegistryError';
import { validateRegistry, type RegistryWarn } from './validateRegistry';

export const NO_REGISTRY_MESSAGE =
  'No micro-app registry configured: set registryUrl or a registry script list';

/** docs/micro-frontend.md: the registry URL is tried twice before the fallback. */
export const REGISTRY_TRIES = 2;

const MAX_REASON = 200;

export interface FetchRegistryOptions {
  /** The registry center; blank counts as not configured. */
  url?: string;
  /** Tried once after the registry center has failed every try. */
  fallbackUrl?: string;
  /** An inline list of descriptors; when given, nothing is fetched. */
  scriptList?: unknown;
  /** GETs a URL and parses JSON; its timeout is the transport's concern. */
  fetchJson: (url: string) => Promise<unknown>;
  warn?: RegistryWarn;
}

function configured(url: string | undefined): string | undefined {
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON)}…` : text;
}

/**
 * Loads and validates the registry (Micro-frontend registry (docs/micro-frontend.md)). A response that fails
 * validation (not a list, no APPLICATION) counts as a failed try like a network error does, so
 * a truncated or corrupted body still reaches the retry and the fallback. Tries follow each
 * other without a pause: the second try exists for a dropped connection, not an overloaded
 * server. A fallback with no registry URL is a misconfiguration and fails like no URL at all.
 */
export async function fetchRegistry(options: FetchRegistryOptions): Promise<MicroAppDescriptor[]> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (options.scriptList !== undefined && options.scriptList !== null) {
    return validateRegistry(options.scriptList, warn);
  }
  const url = configured(options.url);
  if (url === undefined) throw new RegistryError(NO_REGISTRY_MESSAGE);
  const fallbackUrl = configured(options.fallbackUrl);
  const plan = Array.from({ length: REGISTRY_TRIES }, () => url);
  if (fallbackUrl !== undefined) plan.push(fallbackUrl);

  const attempts: RegistryAttempt[] = [];
  for (const [index, target] of plan.entries()) {
    try {
      const body = await options.fetchJson(target);
      return validateRegistry(body, warn);
    } catch (error) {
      const attempt = { url: target, reason: reasonOf(error) };
      attempts.push(attempt);
      warn(
        `Micro-app registry try ${index + 1} of ${plan.length} failed: ${target}: ${attempt.reason}`,
      );
    }
  }
  const tried = attempts.map(({ url: tried, reason }) => `${tried} (${reason})`).join('; ');
  throw new RegistryError(`The micro-app registry could not be loaded; tried ${tried}`, {
    attempts,
  });
}

/** The registry with its 2 tries and fallback, through the shell's client. */
export function fetchAppRegistry(
  root: RootStore,
  config: Pick<AppConfig, 'registryUrl' | 'registryFallbackUrl'>,
  firstTry: RegistryFirstTry = null,
): Promise<MicroAppDescriptor[]> {
  let prefetched = firstTry;
  return fetchRegistry({
    url: config.registryUrl ?? undefined,
    fallbackUrl: config.registryFallbackUrl ?? undefined,
    fetchJson: async (url) => {
      const early = prefetched?.url === url ? prefetched.answer : null;
      prefetched = null;
      if (early) return (await early).json() as Promise<unknown>;
      return (await root.http.axios.get<unknown>(url)).data;
    },
  });
}
