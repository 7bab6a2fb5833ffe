import express from 'express';
import type { Router } from 'express';
import { CONSOLE_SCRIPT_CORE } from './consoleScriptCore';
import { CONSOLE_SCRIPT_TARGETING } from './consoleScriptTargeting';
import { CONSOLE_STYLES } from './consoleStyles';
import { consoleContentSecurityPolicy, createNonce } from './flagsConsolePage';
import { LAB_CONSOLE_MARKUP } from './labConsoleMarkup';
import { LAB_CONSOLE_STYLES } from './labConsoleStyles';
import { LAB_SCRIPT_CORE } from './labScriptCore';
import { LAB_SCRIPT_FLAGS } from './labScriptFlags';
import { LAB_SCRIPT_LIVE } from './labScriptLive';
import { LAB_SCRIPT_OPEN } from './labScriptOpen';
import { LAB_SCRIPT_PANELS } from './labScriptPanels';
import { LAB_SCRIPT_PICKERS } from './labScriptPickers';
import { LAB_SCRIPT_SESSION_PANELS } from './labScriptSessionPanels';

/** Where the lab serves its console; the flag console stays at /__lab/console/flags. */
export const LAB_CONSOLE_PATH = '/__lab/console';

/** The page's one script: the parts share one function scope, nothing leaks to window. */
export const LAB_CONSOLE_SCRIPT = [
  '(() => {',
  "'use strict';",
  CONSOLE_SCRIPT_CORE,
  CONSOLE_SCRIPT_TARGETING,
  LAB_SCRIPT_CORE,
  LAB_SCRIPT_PICKERS,
  LAB_SCRIPT_OPEN,
  LAB_SCRIPT_FLAGS,
  LAB_SCRIPT_PANELS,
  LAB_SCRIPT_SESSION_PANELS,
  LAB_SCRIPT_LIVE,
  '})();',
].join('\n');

/** The flag console's policy, plus frames: the app opens in a same-origin frame. */
export function labConsoleContentSecurityPolicy(nonce: string): string {
  return `${consoleContentSecurityPolicy(nonce)}; frame-src 'self'`;
}

/**
 * The lab console as one self-contained HTML document: inline CSS and one inline script (plain
 * ES2020), no build step. Serve it with labConsoleContentSecurityPolicy(nonce).
 */
export function labConsolePage(nonce: string = createNonce()): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('A CSP nonce is base64 characters only');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lab console</title>
<style nonce="${nonce}">${CONSOLE_STYLES}${LAB_CONSOLE_STYLES}</style>
</head>
<body>
${LAB_CONSOLE_MARKUP}
<script nonce="${nonce}">
${LAB_CONSOLE_SCRIPT}
</script>
</body>
</html>
`;
}

/**
 * Serves the console at exactly /__lab/console with a per-response nonce and no caching. Mount
 * it before the mock backend, which answers everything else under /__lab.
 */
export function labConsoleRouter(): Router {
  const router = express.Router();
  router.get(LAB_CONSOLE_PATH, (_req, res) => {
    const nonce = createNonce();
    res.set({
      'Content-Security-Policy': labConsoleContentSecurityPolicy(nonce),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(labConsolePage(nonce));
  });
  return router;
}
