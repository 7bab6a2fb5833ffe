import { observer } from 'mobx-react-lite';
import type { RootStore } from './store';
import { createLoader, useLoaded } from './useLoaded';

// Nothing opens an overlay before a module is mounted, and modules load after the home: the
// overlay code stays off the critical path. One import for both roots, so they come in one
// chunk and one request instead of two that repeat their shared modules.
const overlayRoots = createLoader(
  () => import(/* webpackChunkName: "overlays" */ './ui/overlayRoots'),
);

const SETTLING = new Set(['idle', 'signing-in']);

/**
 * Start-up is over: the micro-apps are known (or the registry failed), or sign-in ended anywhere
 * but the signed-in home. Before that the overlay chunk would only compete with sign-in and the
 * home for a phone's bandwidth.
 */
export function startUpSettled(root: RootStore): boolean {
  const { microApps, session } = root;
  if (microApps.apps.length > 0 || microApps.registryError !== null) return true;
  return !SETTLING.has(session.status) && session.status !== 'signed-in';
}

/**
 * The shell's overlay roots (previewer, iframe viewer, layer stack) and the one notice centre,
 * loaded after start-up: nothing says anything before a person has acted.
 */
export const ShellOverlays = observer(function ShellOverlays({ root }: { root: RootStore }) {
  const overlays = useLoaded(overlayRoots, startUpSettled(root));
  if (!overlays) return null;
  return (
    <>
      <overlays.OverlayHost />
      <overlays.LayerOutlet />
      <overlays.NoticeCentre />
    </>
  );
});
