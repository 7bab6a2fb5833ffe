import type { MouseEvent } from 'react';
import { navigateInApp } from '../ui';

/**
 * A click on an in-app link: followed with pushState (single-spa swaps micro-apps, no reload);
 * modifier clicks keep the browser's own behaviour (new tab, new window).
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    return;
  event.preventDefault();
  navigateInApp(event.currentTarget.pathname + event.currentTarget.search);
}
