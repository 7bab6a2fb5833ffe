/** Modal, popup and zoom (docs/overlays-and-previewer.md) "Overlays": the defaults every overlay starts from. */
export const OVERLAY_DEFAULTS = {
  modalWidth: '50%',
  modalHeight: '40%',
  /** Fade and zoom animations, in ms. */
  animationMs: 300,
  popupWidth: 500,
  drawerWidth: 700,
  /** The drawer's resize notification waits this long after the last change, in ms. */
  drawerResizeDebounceMs: 1000,
  zIndex: 999,
} as const;

/** docs/overlays-and-previewer.md zoom constants and the image previewer's defaults. */
export const ZOOM = {
  step: 0.2,
  min: 0.3,
  /** Pinch (and wheel) zoom stops here. */
  max: 6,
  rotateStep: 90,
  defaultIndex: 0,
} as const;
