import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Mask } from './overlayStyles';

export interface OverlayMaskProps {
  children: ReactNode;
  /** A click on the mask itself (not on the panel) calls onClose when this is on. */
  maskClosable: boolean;
  onClose: () => void;
}

/** The dimmed backdrop every overlay panel sits on, rendered at the end of the body. */
export function OverlayMask({ children, maskClosable, onClose }: OverlayMaskProps) {
  return createPortal(
    <Mask
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
