import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { lockPageScroll } from './layerStack';
import { useLayerOpened } from './useLayerOpened';

export interface LayerScopeProps {
  /** False while the layer fades out: it lets focus go and no longer answers Escape. */
  open: boolean;
  /**
   * Escape on the top layer calls this; it never reaches the layers below. A layer without it
   * swallows Escape, so the person must answer it.
   */
  onEscape?: () => void;
  /** The panel: one element that takes a ref (role="dialog" and its label are the panel's). */
  children: ReactElement;
}

/**
 * Makes its child one layer of the page's overlay stack (modal, drawer, side popup, previewer,
 * alert, and the kit's Radix dialogs, which use the same primitives): focus moves in and is
 * trapped (Tab wraps), only the top layer answers Escape, the page does not scroll, and focus goes
 * back to what opened the layer as it starts closing — not 300 ms later when the fade ends.
 */
export function LayerScope({ open, onEscape, children }: LayerScopeProps) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const opener = useRef<Element | null>(null);
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  useLayerOpened(open);
  // What had focus when the layer opened: read before any passive effect (the panel's own
  // autofocus, Radix's mount focus) moves focus in.
  useLayoutEffect(() => {
    if (open && opener.current === null) opener.current = document.activeElement;
  }, [open]);
  // Closing starts (open turns false: the fade begins) or the layer goes while open: focus goes
  // back now, not in Radix's later unmount timer. A passive effect, so the panel is already out
  // of the page when a layer unmounts and its trap cannot pull focus back in.
  useEffect(() => {
    if (!open) giveFocusBack(opener);
    return () => giveFocusBack(opener);
  }, [open]);

  return (
    <DismissableLayer
      asChild
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (open) escape.current?.();
      }}
      // The mask decides what a click outside does (maskClosable); focus never leaves a trap.
      onInteractOutside={(event) => event.preventDefault()}
    >
      <FocusScope
        asChild
        loop
        trapped={open}
        onUnmountAutoFocus={(event) => event.preventDefault()}
      >
        {children}
      </FocusScope>
    </DismissableLayer>
  );
}

function giveFocusBack(opener: { current: Element | null }) {
  const target = opener.current;
  opener.current = null;
  if (target instanceof HTMLElement && target.isConnected) target.focus();
}
