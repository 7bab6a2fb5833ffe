import { lazy, Suspense } from 'react';

// Nothing opens an overlay before a module is mounted, and modules load well after the first
// screen: the overlay code stays off the critical path.
const OverlayHost = lazy(async () => ({ default: (await import('./ui/OverlayHost')).OverlayHost }));
const LayerOutlet = lazy(async () => ({
  default: (await import('./ui/overlays/LayerOutlet')).LayerOutlet,
}));

/** The shell's overlay roots (previewer, iframe viewer, layer stack), loaded after first paint. */
export function ShellOverlays() {
  return (
    <Suspense fallback={null}>
      <OverlayHost />
      <LayerOutlet />
    </Suspense>
  );
}
