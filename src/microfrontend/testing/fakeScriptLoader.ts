import type { ScriptLoader } from '../ScriptLoader';
import type { LoadRequest } from '../ScriptLoaderOptions';
import { MODULES_GLOBAL } from '../sharedModuleNames';

/**
 * A ScriptLoader whose loads settle only when the test says so. Succeeding a load does what a
 * real bundle does: it puts the given exports on `window.__expenseModules[name]` first.
 */
export function fakeScriptLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  const requested: string[] = [];
  const load = jest.fn(
    (request: LoadRequest) =>
      new Promise<void>((resolve, reject) => {
        requested.push(request.bundleUrl);
        pending.set(request.bundleUrl, { resolve, reject });
      }),
  );
  const loader: ScriptLoader = {
    start: () => undefined,
    load,
    snapshot: () => ({ loading: [...pending.keys()], waiting: [] }),
  };
  const take = (bundleUrl: string) => {
    const entry = pending.get(bundleUrl);
    if (!entry) throw new Error(`${bundleUrl} is not loading`);
    pending.delete(bundleUrl);
    return entry;
  };
  return {
    loader,
    load,
    requested,
    pending,
    succeed(bundleUrl: string, name: string, exports: Record<string, unknown>) {
      const modules = (window[MODULES_GLOBAL] ??= {});
      modules[name] = exports;
      take(bundleUrl).resolve();
    },
    /** Resolves without registering anything, like a bundle that forgot to. */
    succeedEmpty: (bundleUrl: string) => take(bundleUrl).resolve(),
    fail: (bundleUrl: string, error: unknown) => take(bundleUrl).reject(error),
  };
}
