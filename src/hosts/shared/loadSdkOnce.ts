import type { HostSignInContext } from './hostContract';
import { withTimeout } from './withTimeout';

type ScriptLoader = HostSignInContext['loadScript'];

// Keyed by the loader so each sign-in context (and each test's fake) has its own cache.
const loadsByLoader = new WeakMap<ScriptLoader, Map<string, Promise<boolean>>>();

function loadScriptOnce(context: HostSignInContext, url: string): Promise<boolean> {
  const loads = loadsByLoader.get(context.loadScript) ?? new Map<string, Promise<boolean>>();
  loadsByLoader.set(context.loadScript, loads);
  let load = loads.get(url);
  if (!load) {
    load = context.loadScript(url).then(
      () => true,
      (error: unknown) => {
        context.log.warn('host SDK script failed to load', url, String(error));
        loads.delete(url);
        return false;
      },
    );
    loads.set(url, load);
  }
  return load;
}

/**
 * The host's SDK global: already on the page, or after loading `config.sdkUrls[id]` once.
 * Undefined when there is no script to load, it fails to load, or it leaves no global (the page
 * is not inside that host). Rejects with `HostTimeoutError` when the script never arrives.
 */
export async function loadSdkOnce<T>(
  context: HostSignInContext,
  id: string,
  readGlobal: () => T | undefined,
): Promise<T | undefined> {
  const present = readGlobal();
  if (present) return present;
  const url = context.config.sdkUrls[id];
  if (!url) return undefined;
  const loaded = await withTimeout(
    loadScriptOnce(context, url),
    context.config.sdkTimeoutMs,
    context.clock,
  );
  return loaded ? readGlobal() : undefined;
}
