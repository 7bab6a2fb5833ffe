import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, type DOMWindow } from 'jsdom';
import { pageHost } from '../web/pageHost';
import { startTeamsClient } from '../web/teamsClient';
import type { HostsLab } from './startHostsLab';

const TEAMS_JS = path.resolve(
  __dirname,
  '../../../node_modules/@microsoft/teams-js/dist/umd/MicrosoftTeams.min.js',
);

export interface TeamsSdk {
  app: {
    initialize(validMessageOrigins?: string[]): Promise<void>;
    getContext(): Promise<{
      app: { host: { clientType: string } };
      page: { frameContext: string };
    }>;
  };
  authentication: { getAuthToken(): Promise<string> };
}

export interface TeamsClient {
  /** The real teams-js, running in the framed app's window. */
  teams: TeamsSdk;
  /** The calls the fake client received, as it logs them. */
  received(): Array<{ method: string }>;
  close(): void;
}

type Messaging = DOMWindow & { postMessage(data: unknown, targetOrigin: string): void };

/** jsdom leaves `source` and `origin` out of window messages; teams-js needs both. */
function deliverTo(target: DOMWindow, source: DOMWindow, origin: string): (data: unknown) => void {
  return (data) => {
    setTimeout(() => {
      const event = new target.Event('message');
      Object.defineProperties(event, {
        data: { value: data },
        source: { value: source },
        origin: { value: origin },
      });
      target.dispatchEvent(event);
    }, 0);
  };
}

/**
 * The lab's Teams client page with its client (lab/hosts/web/teamsClient.ts) started as its
 * script would, and the app frame replaced by a window running the real teams-js from
 * node_modules, wired so window messages carry source and origin.
 */
export async function openTeamsClient(lab: HostsLab, cookie: string): Promise<TeamsClient> {
  const html = await (await lab.fetch('/__lab/hosts/teams/host', { cookie })).text();
  const host = new JSDOM(html, {
    url: `${lab.url}/__lab/hosts/teams/host`,
  });
  for (const part of cookie.split(';')) host.window.document.cookie = part.trim();
  const app = new JSDOM('<!doctype html><body></body>', {
    url: `${lab.url}/?sdkName=microsoftTeams`,
    runScripts: 'outside-only',
  });
  const frame = host.window.document.getElementById('app-frame');
  if (!(frame instanceof host.window.HTMLIFrameElement)) {
    throw new Error('the Teams client page has no app frame');
  }
  Object.defineProperty(frame, 'contentWindow', { get: () => app.window });
  Object.defineProperty(app.window, 'parent', { configurable: true, get: () => host.window });
  (host.window as Messaging).postMessage = deliverTo(host.window, app.window, lab.url);
  (app.window as Messaging).postMessage = deliverTo(app.window, host.window, lab.url);
  Object.assign(host.window, {
    fetch: (input: string, init: RequestInit = {}) =>
      fetch(new URL(input, lab.url), {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie },
      }),
  });
  // teams-js fetches its list of Microsoft origins from a CDN; the lab is offline.
  Object.assign(app.window, { fetch: () => Promise.reject(new Error('offline')) });
  const { mode } = pageHost(host.window.document, '');
  startTeamsClient(host.window as unknown as Window, frame, mode);
  app.window.eval(readFileSync(TEAMS_JS, 'utf8'));
  return {
    teams: (app.window as unknown as { microsoftTeams: TeamsSdk }).microsoftTeams,
    received: () =>
      (host.window as unknown as { __labHostCalls: Array<{ method: string }> }).__labHostCalls,
    close: () => {
      app.window.close();
      host.window.close();
    },
  };
}
