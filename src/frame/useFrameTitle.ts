import { useEffect } from 'react';
import type { HostBridge } from '../hosts';

/**
 * The page title where the person sees it: the document title on the web; inside a host that
 * draws its own navigation bar, that bar's title through the bridge's navigation-bar verb (the
 * native wrapper picks its newer verb name from 0.9.71), else the document title it shows.
 */
export function useFrameTitle(
  title: string,
  appTitle: string,
  bridge: HostBridge | null,
  hostBar: boolean,
): void {
  useEffect(() => {
    if (!hostBar || !bridge) {
      document.title = title && title !== appTitle ? `${title} · ${appTitle}` : appTitle;
      return;
    }
    document.title = title;
    if (bridge.hostVerbs.includes('setNavigationBar'))
      bridge.setNavigationBar({ title }).catch((error: unknown) => {
        console.warn('[frame] the host did not take the page title', error);
      });
  }, [title, appTitle, bridge, hostBar]);
}
