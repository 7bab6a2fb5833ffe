import type { LabHostId } from '../../mocks-server/hosts/labHostIds';

/**
 * The SPA's index.html with the embedded-browser script (lab/hosts/web/embeddedBrowser.ts)
 * first in <head>, so the page is the host's webview before any app script runs.
 */
export function embedIntoIndexHtml(indexHtml: string, host: LabHostId): string {
  const tag = `<script src="/__lab/hosts/${host}/embedded-browser.js"></script>`;
  return indexHtml.replace('<head>', `<head>${tag}`);
}
