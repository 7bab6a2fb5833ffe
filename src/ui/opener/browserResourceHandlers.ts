import { openLink } from '@shell/navigation';
import type { ResourceHandlers } from './openResource';

function openWindow(url: string): boolean {
  try {
    window.open(url, '_blank', 'noopener,noreferrer,popup');
    return true;
  } catch {
    return false;
  }
}

/**
 * Handlers a plain browser can run: links in a new tab, new windows, remote HTML in the iframe
 * viewer. Mall redirect, slide panels, host links and remote components belong to the
 * application; left out, they report that they could not open (the person sees why).
 */
export function browserResourceHandlers(
  showError: (message: string) => void,
  overrides: Partial<ResourceHandlers> = {},
): ResourceHandlers {
  return {
    mallRedirect: ({ url }) => openLink(url, 'newTab'),
    openLink: ({ url }) => openLink(url, 'newTab'),
    layoutLink: ({ url }) => openLink(url, 'newTab'),
    newWindow: ({ url }) => openWindow(url),
    slide: () => false,
    iframe: ({ url, title }) => openLink(url, 'frame', title),
    remoteComponent: () => false,
    showError,
    ...overrides,
  };
}
