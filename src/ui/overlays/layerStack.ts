/**
 * The page-wide part of the overlay stack that Radix does not do for us: the body does not scroll
 * while any layer is open. Focus trapping, the order of layers and which one answers Escape are
 * Radix's FocusScope and DismissableLayer (see LayerScope), shared by the shell and every module
 * because the kit exists once at runtime.
 */
let open = 0;
let savedOverflow = '';

export function layerCount(): number {
  return open;
}

/** Locks the page's scrolling for one more layer; returns the function that releases it. */
export function lockPageScroll(): () => void {
  if (open === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  open += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    if (open === 0) document.body.style.overflow = savedOverflow;
  };
}
