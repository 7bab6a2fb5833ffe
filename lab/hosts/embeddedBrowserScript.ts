import type { LabHostId } from '../../mocks-server/hosts/labHostIds';
import type { HostMode } from './labHostCookies';
import { LAB_HOST_CATALOG } from './labHostCatalog';
import { nativeBridgeSdk } from './sdk/nativeBridgeSdk';

/**
 * What the host's embedded browser is before any page script runs: its user agent (so the app's
 * real detection runs, even inside the console's frame) and, for the native wrapper, the native
 * side of the mobile bridge, which a real wrapper provides outside the page.
 */
export function embeddedBrowserScript(host: LabHostId, mode: HostMode): string {
  const entry = LAB_HOST_CATALOG.find((candidate) => candidate.id === host);
  const userAgent = JSON.stringify(entry?.userAgent ?? '');
  const agent = `(function () {
  var ua = ${userAgent};
  if (!ua) return;
  try {
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: function () { return ua; }, configurable: true });
  } catch (e) {}
})();`;
  if (host === 'native') return `${agent}\n${nativeBridgeSdk(mode)}`;
  if (host === 'teams') return `${agent}\n${TEAMS_ORIGINS_SHIM}`;
  return agent;
}

/**
 * teams-js fetches its valid-origin list from Microsoft's CDN as soon as it loads. Inside the
 * lab nothing may leave the machine, so the Teams webview answers that one address locally.
 */
const TEAMS_ORIGINS_SHIM = `(function () {
  var cdn = 'https://res.cdn.office.net/teams-js/validDomains/json/validDomains.json';
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    // teams-js passes a URL object; a Request carries .url.
    var url = input instanceof URL ? input.href : typeof input === 'string' ? input : input && input.url;
    if (url === cdn) return realFetch('/__lab/hosts/teams/validDomains.json', init);
    return realFetch(input, init);
  };
})();`;

/** The SPA's index.html with the embedded-browser script first in <head>. */
export function embedIntoIndexHtml(indexHtml: string, host: LabHostId): string {
  const tag = `<script src="/__lab/hosts/${host}/embedded-browser.js"></script>`;
  return indexHtml.replace('<head>', `<head>${tag}`);
}
