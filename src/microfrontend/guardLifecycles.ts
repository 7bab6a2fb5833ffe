import type { LifeCycles } from 'single-spa';

/** docs/micro-frontend.md: warn every second, never force an app to die; update has no global setter, so per app. */
export const LIFECYCLE_TIMEOUTS = {
  bootstrap: { millis: 4000, dieOnTimeout: false, warningMillis: 1000 },
  mount: { millis: 3000, dieOnTimeout: false, warningMillis: 1000 },
  unmount: { millis: 3000, dieOnTimeout: false, warningMillis: 1000 },
  unload: { millis: 3000, dieOnTimeout: false, warningMillis: 1000 },
  update: { millis: 3000, dieOnTimeout: false, warningMillis: 1000 },
} as const;

export interface GuardOptions {
  name: string;
  /** Detaches the app's element once it is gone (or given up on). */
  removeSlot: () => void;
  /** Called when unmount outlived its limit: the app must not be mounted again in this page. */
  onUnmountTimeout: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

type UnmountFn = (props: never) => Promise<unknown>;

/**
 * single-spa waits for every unmount before mounting the next app, so one hung unmount would
 * freeze all navigation. Past the unmount limit the shell detaches the app's element, lets the
 * next app mount and quarantines the hung one; that is not a forced death (the app is not
 * rejected into SKIP_BECAUSE_BROKEN), and its late completion is harmless.
 */
/** single-spa reads a per-app `timeouts` export that its LifeCycles type does not declare. */
export type GuardedLifeCycles<P> = LifeCycles<P> & { timeouts: typeof LIFECYCLE_TIMEOUTS };

export function guardLifecycles<P>(
  lifecycles: LifeCycles<P>,
  options: GuardOptions,
): GuardedLifeCycles<P> {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const guarded: GuardedLifeCycles<P> = { ...lifecycles, timeouts: LIFECYCLE_TIMEOUTS };
  const original = lifecycles.unmount as unknown;
  if (typeof original !== 'function') return guarded;
  const unmount = original as UnmountFn;
  guarded.unmount = ((props: never) =>
    new Promise<void>((resolve, reject) => {
      let settled = false;
      setTimer(() => {
        if (settled) return;
        settled = true;
        console.error(
          `[shell] '${options.name}' did not unmount within ${LIFECYCLE_TIMEOUTS.unmount.millis} ms: detached and quarantined`,
        );
        options.removeSlot();
        options.onUnmountTimeout();
        resolve();
      }, LIFECYCLE_TIMEOUTS.unmount.millis);
      // An untrusted bundle may throw synchronously or return a non-promise: treat both as settled.
      new Promise<unknown>((settle) => settle(unmount(props))).then(
        () => {
          if (settled) return;
          settled = true;
          options.removeSlot();
          resolve();
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          reject(error);
        },
      );
    })) as LifeCycles<P>['unmount'];
  return guarded;
}
