import { isSafeUrl } from './isSafeUrl';
import { overlayBus } from './overlayBus';

export type LinkTarget = 'newTab' | 'frame';

/**
 * docs/architecture.md: links open in a new tab or in an in-page frame (the iframe modal viewer). False when
 * the address is unsafe or nothing could open it (popup blocked, no viewer mounted).
 */
export function openLink(url: unknown, target: LinkTarget = 'newTab', title?: string): boolean {
  if (!isSafeUrl(url)) return false;
  if (target === 'frame') return overlayBus.emit('iframeViewer:open', { url, title });
  try {
    // With noopener the browser returns null even on success, so only a throw means failure.
    window.open(url, '_blank', 'noopener,noreferrer');
    return true;
  } catch {
    return false;
  }
}
