import type { ReactNode } from 'react';
import { Drawer } from './Drawer';
import { OVERLAY_DEFAULTS } from './overlayConstants';

export interface SidePopupProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** In px; 500 by default (docs/overlays-and-previewer.md). */
  width?: number;
}

/** docs/overlays-and-previewer.md side popup: a fixed-width panel from the right, with the drawer's keyboard rules. */
export function SidePopup({ width = OVERLAY_DEFAULTS.popupWidth, ...rest }: SidePopupProps) {
  return <Drawer {...rest} width={width} resizable={false} />;
}
