/** The overlay roots the shell mounts, as one lazy chunk (see ShellOverlays). */
export { OverlayHost } from './OverlayHost';
export { LayerOutlet } from './overlays/LayerOutlet';
export { NoticeCentre } from './feedback/NoticeCentre';
