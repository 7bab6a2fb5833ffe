import { lazy, Suspense } from 'react';

// Nothing opens an overlay before a module is mounted, and modules load well after the first
// screen: the overlay code stays off the critical path. One import for both roots, so they come
// in one chunk and one request instead of two that repeat their shared modules.
const overlayRoots = () => import('./ui/overlayRoots');
const OverlayHost = lazy(async () => ({ default: (await overlayRoots()).OverlayHost }));
const LayerOutlet = lazy(async () => ({ default: (await overlayRoots()).LayerOutlet }));
const NoticeCentre = lazy(async () => ({ default: (await overlayRoots()).NoticeCentre }));

/**
 * The shell's overlay roots (previewer, iframe viewer, layer stack) and the one notice centre,
 * loaded after first paint: nothing says anything before a person has acted.
 */
export function ShellOverlays() {
  return (
    <Suspense fallback={null}>
      <OverlayHost />
      <LayerOutlet />
      <NoticeCentre />
    </Suspense>
  );
}
