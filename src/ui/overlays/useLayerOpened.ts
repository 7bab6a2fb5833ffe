import { useEffect } from 'react';
import { layerManager, type LayerManager } from './LayerManager';

/**
 * docs/overlays-and-previewer.md two-part panel: whatever kind of layer opens (modal, drawer, previewer, alert, the
 * kit's dialogs and sheets), a double panel goes back to single.
 */
export function useLayerOpened(open: boolean, manager: LayerManager = layerManager): void {
  useEffect(() => {
    if (open) manager.setPanelMode('single');
  }, [open, manager]);
}
