import { useEffect, useState } from 'react';

/** One chunk's exports, loaded once and then at hand for every later render. */
export interface Loader<T> {
  value: T | null;
  load(): Promise<T>;
}

export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let pending: Promise<T> | null = null;
  const loader: Loader<T> = {
    value: null,
    load() {
      pending ??= load().then(
        (value) => (loader.value = value),
        (error: unknown) => {
          // The next mount asks again: a chunk lost to a flaky network is not lost for good.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return loader;
}

/**
 * A chunk's exports once loaded (null until then, and while `enabled` is false), for parts of the
 * frame drawn while start-up still renders. Not lazy + Suspense: there, a Suspense retry that
 * suspended again while a MobX-driven sync update committed made React 19 commit a stale tree
 * (error #177) in the e2e runs.
 */
export function useLoaded<T>(loader: Loader<T>, enabled = true): T | null {
  const [value, setValue] = useState<T | null>(loader.value);
  useEffect(() => {
    if (value || !enabled) return undefined;
    let live = true;
    loader.load().then(
      (loaded) => {
        // A wrapper, because the exports may be a function React would call as an updater.
        if (live) setValue(() => loaded);
      },
      (error: unknown) => console.error('[shell] a part of the frame failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [loader, value, enabled]);
  return value;
}
