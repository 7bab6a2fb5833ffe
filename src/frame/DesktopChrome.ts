// The desktop frame's own chunk ("frame-desktop"): a phone never downloads it.
export { DesktopHeader } from './DesktopHeader';
