import type { HostMode } from './labHostCookies';
import { TEAMS_APP_ENTRY } from './hostEntryUrl';
import { scriptLiteral } from './sdk/scriptLiteral';

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

const CLIENT_SDK_VERSION = '2.58.0';

/**
 * A page that plays the Teams web client around the app: it frames the app and answers the
 * teams-js v2 window-message protocol. Requests arrive as `{id, uuidAsString, func, args}`; the
 * answer echoes `id` and `uuidAsString` with `args`: 'initialize' → [frameContext, hostClientType,
 * runtimeConfig JSON, clientSupportedSDKVersion], 'authentication.getAuthToken' → [true, code]
 * or [false, reason], 'getContext' → [context]. One-way messages need no answer. Same origin as
 * the app, so teams-js accepts the messages without its origin list. 'hang' answers nothing.
 */
export function teamsHostPage(mode: HostMode): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Microsoft Teams (lab)</title>
<style>
  html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; }
  header { height: 36px; display: flex; align-items: center; padding: 0 12px; background: slateblue; color: white; }
  iframe { display: block; border: 0; width: 100%; height: calc(100% - 36px); }
</style>
</head>
<body>
<header role="banner">Microsoft Teams (lab, mode ${mode})</header>
<iframe id="app-frame" title="Expense app in Microsoft Teams" src="${TEAMS_APP_ENTRY}"></iframe>
<script>
(function () {
  'use strict';
  var MODE = ${scriptLiteral(mode)};
  var RUNTIME = ${scriptLiteral(JSON.stringify(RUNTIME_CONFIG))};
  var CLIENT_SDK_VERSION = ${scriptLiteral(CLIENT_SDK_VERSION)};
  var frame = document.getElementById('app-frame');
  var calls = window.__labHostCalls = [];
  function respond(request, args) {
    frame.contentWindow.postMessage({ id: request.id, uuidAsString: request.uuidAsString, args: args }, location.origin);
  }
  function context() {
    return { locale: 'zh-cn', theme: 'default', frameContext: 'content', hostClientType: 'web', entityId: 'lab-expense', appSessionId: 'lab-session' };
  }
  function reasonOf(data) {
    var error = data && data.error;
    var text = (error && error.message) || (data && (data.message || data.msg));
    return typeof text === 'string' ? text : 'FailedToGetAuthToken';
  }
  function authToken(request) {
    fetch('/__lab/hosts/teams/auth-code', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(function (response) {
        return response.json().then(function (data) {
          if (response.ok && data && typeof data.code === 'string') respond(request, [true, data.code]);
          else respond(request, [false, reasonOf(data)]);
        });
      })
      .catch(function (error) { respond(request, [false, String(error)]); });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
    var request = event.data;
    if (!request || typeof request !== 'object' || typeof request.func !== 'string' || typeof request.id !== 'number') return;
    calls.push({ host: 'teams', method: request.func, args: Array.isArray(request.args) ? request.args : [] });
    if (MODE === 'hang') return;
    if (request.func === 'initialize') respond(request, ['content', 'web', RUNTIME, CLIENT_SDK_VERSION]);
    else if (request.func === 'getContext') respond(request, [context()]);
    else if (request.func === 'authentication.getAuthToken') authToken(request);
  });
})();
</script>
</body>
</html>
`;
}
