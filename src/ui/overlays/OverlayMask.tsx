import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Mask } from './overlayStyles';

export interface OverlayMaskProps {
  children: ReactNode;
  /** A click on the mask itself (not on the panel) calls onClose when this is on. */
  maskClosable: boolean;
  onClose: () => void;
  /** Fading out: hidden from assistive technology, deaf to clicks, gone after the fade. */
  closing?: boolean;
}

/** The dimmed backdrop every overlay panel sits on, rendered at the end of the body. */
export function OverlayMask({ children, maskClosable, onClose, closing }: OverlayMaskProps) {
  return createPortal(
    <Mask
      data-closing={closing || undefined}
      aria-hidden={closing || undefined}
      data-testid="overlay-mask"
      onClick={(event) => {
        if (maskClosable && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </Mask>,
    document.body,
  );
}
