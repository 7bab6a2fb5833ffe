import { useEffect, useState } from 'react';
import type { OpenLayer } from './LayerManager';

export interface ShownLayer {
  layer: OpenLayer;
  /** False while a closed layer fades out. */
  open: boolean;
}

/**
 * The manager's open layers, plus those just closed for as long as their fade-out lasts, so a
 * closed modal or drawer fades (spec: 300 ms) instead of vanishing.
 */
export function useLeavingLayers(layers: readonly OpenLayer[], ms: number): ShownLayer[] {
  const [leaving, setLeaving] = useState<OpenLayer[]>([]);
  // The manager's array changes in place: compare the ids it holds, not the array.
  const signature = layers.map((layer) => layer.id).join(',');
  const [previous, setPrevious] = useState(() => ({ signature, layers: [...layers] }));
  if (previous.signature !== signature) {
    const gone = previous.layers.filter((layer) => !layers.some((open) => open.id === layer.id));
    setPrevious({ signature, layers: [...layers] });
    if (gone.length > 0) setLeaving((current) => [...current, ...gone]);
  }
  useEffect(() => {
    if (leaving.length === 0) return undefined;
    const timer = setTimeout(() => setLeaving([]), ms);
    return () => clearTimeout(timer);
  }, [leaving, ms]);
  return [
    ...layers.map((layer) => ({ layer, open: true })),
    ...leaving.map((layer) => ({ layer, open: false })),
  ];
}
