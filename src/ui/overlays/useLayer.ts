import { useEffect, useRef, type RefObject } from 'react';
import { pushLayer } from './layerStack';

/**
 * Makes the element a layer of the overlay stack while `open`: focus moves in and is trapped,
 * Escape calls `onEscape` only when this is the top layer (a top layer without it swallows Escape
 * so the layers below stay open), focus returns to the opener on close.
 */
export function useLayer(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onEscape: (() => void) | undefined,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return undefined;
    return pushLayer({
      element,
      opener: document.activeElement,
      onEscape: () => escape.current?.(),
    });
  }, [open, ref]);
}
