import { isMobileUserAgent } from '../auth';
import type { RootStore } from '../store';
import { useIsPhone } from '../ui';

export interface FrameKind {
  /** Phone frame: top bar and bottom tabs instead of the desktop header. */
  phone: boolean;
  /** The host app draws its own navigation bar: we set its title and draw no top bar. */
  hostBar: boolean;
}

/**
 * The phone frame below 600 px, and inside any embedded host on a phone; an embedded host on a
 * phone draws its own navigation bar (chat apps, office apps, the bank app, the native wrapper).
 */
export function useFrameKind(root: RootStore, userAgent = navigator.userAgent): FrameKind {
  const narrow = useIsPhone();
  const embedded = root.hostBridge.get()?.variant === 'embedded';
  const phone = narrow || (embedded && isMobileUserAgent(userAgent));
  return { phone, hostBar: phone && embedded };
}
