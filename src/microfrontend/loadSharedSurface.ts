let exposed: Promise<void> | undefined;

/**
 * Puts the shared libraries and shell entry points on the window (exposeShared) before the first
 * module bundle runs, from a chunk of their own. The signed-in home needs none of it, so on a
 * phone those ~50 kB (the UI kit, money, query, the whole react-i18next) load after the home
 * instead of before. A failed chunk load is retried on the next bundle.
 */
export function loadSharedSurface(): Promise<void> {
  exposed ??= import(/* webpackChunkName: "shared-surface" */ './exposeShared').then(
    ({ exposeShared }) => {
      exposeShared();
    },
    (error: unknown) => {
      exposed = undefined;
      throw error;
    },
  );
  return exposed;
}
