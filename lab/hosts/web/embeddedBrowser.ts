import type { LabHostId } from '../../../mocks-server/hosts/labHostIds';
import type { HostMode } from '../hostModes';
import { LAB_HOST_CATALOG } from '../labHostCatalog';
import { installHostSdk } from './installHostSdk';

const TEAMS_VALID_DOMAINS =
  'https://res.cdn.office.net/teams-js/validDomains/json/validDomains.json';

/**
 * What the host's embedded browser is before any page script runs: its user agent (so the app's
 * real detection runs, even inside the console's frame) and, for the native wrapper, the native
 * side of the mobile bridge, which a real wrapper provides outside the page.
 */
export function playEmbeddedBrowser(
  win: Window & typeof globalThis,
  host: LabHostId,
  mode: HostMode,
): void {
  const userAgent = LAB_HOST_CATALOG.find((entry) => entry.id === host)?.userAgent ?? '';
  if (userAgent !== '') {
    try {
      Object.defineProperty(win.Navigator.prototype, 'userAgent', {
        get: () => userAgent,
        configurable: true,
      });
    } catch {
      // A browser that refuses the override still runs the app, just detected as itself.
    }
  }
  if (host === 'native') installHostSdk(win, 'native', mode);
  if (host === 'teams') answerTeamsOriginsLocally(win);
}

/**
 * teams-js fetches its valid-origin list from Microsoft's CDN as soon as it loads. Inside the
 * lab nothing may leave the machine, so the Teams webview answers that one address locally.
 */
function answerTeamsOriginsLocally(win: Window & typeof globalThis): void {
  const realFetch = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // teams-js passes a URL object; a Request carries .url.
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    if (url === TEAMS_VALID_DOMAINS) return realFetch('/__lab/hosts/teams/validDomains.json', init);
    return realFetch(input, init);
  };
}
