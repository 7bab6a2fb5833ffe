import { pickActiveApp } from './matchRootPath';

/** What shows a person is about to follow a link: a pointer over it, a finger on it, focus. */
const INTENT_EVENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/**
 * Calls `onIntent` with the routed app a link leads to (and the link's path and query) when a person points at, touches or
 * focuses it, anywhere in the document (tab bar, menus, the home's to-dos): on a phone the
 * finger lands about 100 ms before the click, time the app's first read can use.
 */
export function watchLinkIntent<App extends { rootPath?: string }>(
  apps: readonly App[],
  onIntent: (app: App, to: { pathname: string; search: string }) => void,
  target: Document = document,
): () => void {
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== target.location.origin) return;
    const app = pickActiveApp(apps, link.pathname);
    if (app) onIntent(app, { pathname: link.pathname, search: link.search });
  };
  const options = { capture: true, passive: true };
  for (const name of INTENT_EVENTS) target.addEventListener(name, listener, options);
  return () => {
    for (const name of INTENT_EVENTS) target.removeEventListener(name, listener, options);
  };
}
