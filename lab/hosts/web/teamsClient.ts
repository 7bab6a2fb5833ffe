import type { HostMode } from '../hostModes';

/** What the fake client reports; teams-js needs apiVersion 4 and a `supports` map. */
const RUNTIME_CONFIG = {
  apiVersion: 4,
  isLegacyTeams: false,
  hostVersionsInfo: { adaptiveCardSchemaVersion: { majorVersion: 1, minorVersion: 5 } },
  supports: {
    app: {},
    appEntity: {},
    pages: { appButton: {}, tabs: {}, config: {}, backStack: {}, fullTrust: {} },
    teamsCore: {},
    dialog: { card: {}, url: {}, update: {} },
  },
};
export const TEAMS_CLIENT_SDK_VERSION = '2.58.0';

interface TeamsRequest {
  id: number;
  uuidAsString?: string;
  func: string;
  args: unknown[];
}

type TeamsWindow = Window & {
  __labHostCalls?: Array<{ host: string; method: string; args: unknown[] }>;
};

function requestOf(data: unknown): TeamsRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, func, args, uuidAsString } = data as Record<string, unknown>;
  if (typeof func !== 'string' || typeof id !== 'number') return null;
  const uuid = typeof uuidAsString === 'string' ? uuidAsString : undefined;
  return { id, func, uuidAsString: uuid, args: Array.isArray(args) ? args : [] };
}

function reasonOf(data: unknown): string {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const error = record.error as { message?: unknown } | undefined;
  const text = error?.message ?? record.message ?? record.msg;
  return typeof text === 'string' ? text : 'FailedToGetAuthToken';
}

/**
 * Plays the Teams web client around the app in `frame`: answers the teams-js v2 window-message
 * protocol. Requests arrive as `{id, uuidAsString, func, args}`; the answer echoes `id` and
 * `uuidAsString` with `args`: 'initialize' → [frameContext, hostClientType, runtimeConfig JSON,
 * clientSupportedSDKVersion], 'authentication.getAuthToken' → [true, code] or [false, reason],
 * 'getContext' → [context]. One-way messages need no answer. 'hang' answers nothing.
 */
export function startTeamsClient(win: TeamsWindow, frame: HTMLIFrameElement, mode: HostMode): void {
  const calls = (win.__labHostCalls = [] as NonNullable<TeamsWindow['__labHostCalls']>);
  const origin = win.location.origin;
  const respond = (request: TeamsRequest, args: unknown[]) => {
    const { id, uuidAsString } = request;
    frame.contentWindow?.postMessage({ id, uuidAsString, args }, origin);
  };
  const context = {
    locale: 'zh-cn',
    theme: 'default',
    frameContext: 'content',
    hostClientType: 'web',
    entityId: 'lab-expense',
    appSessionId: 'lab-session',
  };
  const authToken = async (request: TeamsRequest) => {
    try {
      const response = await win.fetch('/__lab/hosts/teams/auth-code', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const data: unknown = await response.json();
      const code = (data as { code?: unknown } | null)?.code;
      if (response.ok && typeof code === 'string') respond(request, [true, code]);
      else respond(request, [false, reasonOf(data)]);
    } catch (error) {
      respond(request, [false, String(error)]);
    }
  };
  win.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const request = requestOf(event.data);
    if (!request) return;
    calls.push({ host: 'teams', method: request.func, args: request.args });
    if (mode === 'hang') return;
    if (request.func === 'initialize') {
      const runtime = JSON.stringify(RUNTIME_CONFIG);
      respond(request, ['content', 'web', runtime, TEAMS_CLIENT_SDK_VERSION]);
    } else if (request.func === 'getContext') respond(request, [context]);
    else if (request.func === 'authentication.getAuthToken') void authToken(request);
  });
  const entry = frame.dataset.src;
  if (entry && !frame.getAttribute('src')) frame.src = entry;
}
