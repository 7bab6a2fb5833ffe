import { consoleDocument, consolePageRouter } from './consoleDocument';
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
  return consoleDocument(
    {
      title: 'Lab console',
      styles: `${CONSOLE_STYLES}${LAB_CONSOLE_STYLES}`,
      markup: LAB_CONSOLE_MARKUP,
      script: LAB_CONSOLE_SCRIPT,
    },
    nonce,
  );
}

/**
 * Serves the console at exactly /__lab/console with a per-response nonce and no caching. Mount
 * it before the mock backend, which answers everything else under /__lab.
 */
export function labConsoleRouter(): Router {
  return consolePageRouter(
    LAB_CONSOLE_PATH,
    labConsolePage,
    labConsoleContentSecurityPolicy,
    createNonce,
  );
}
