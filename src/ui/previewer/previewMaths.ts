import { ZOOM } from '../overlays/overlayConstants';

/** What the previewer shows: which image, how large and how turned. */
export interface PreviewView {
  readonly index: number;
  readonly scale: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  readonly rotation: number;
}

/** Two decimals, so repeated 0.2 steps land on 1.2, not 1.2000000000000002. */
const tidy = (value: number) => Math.round(value * 100) / 100;

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return tidy(Math.min(ZOOM.max, Math.max(ZOOM.min, scale)));
}

export const zoomBy = (view: PreviewView, delta: number): PreviewView => ({
  ...view,
  scale: clampScale(view.scale + delta),
});

export const zoomIn = (view: PreviewView) => zoomBy(view, ZOOM.step);
export const zoomOut = (view: PreviewView) => zoomBy(view, -ZOOM.step);

export const rotate = (view: PreviewView, direction: 1 | -1): PreviewView => ({
  ...view,
  rotation: (((view.rotation + direction * ZOOM.rotateStep) % 360) + 360) % 360,
});

/** A valid index in a list of `total`; anything else (NaN, out of range) gives the default 0. */
export function safeIndex(index: unknown, total: number): number {
  if (typeof index !== 'number' || !Number.isInteger(index)) return ZOOM.defaultIndex;
  return index >= 0 && index < total ? index : ZOOM.defaultIndex;
}

/** docs/overlays-and-previewer.md: changing index resets scale and rotation; moves past either end do nothing. */
export function goTo(view: PreviewView, index: number, total: number): PreviewView {
  if (index < 0 || index >= total || index === view.index) return view;
  return { index, scale: 1, rotation: 0 };
}

export const startView = (index: unknown, total: number): PreviewView => ({
  index: safeIndex(index, total),
  scale: 1,
  rotation: 0,
});
