import { consoleDocument, consolePageRouter } from './consoleDocument';
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { CONSOLE_MARKUP } from './consoleMarkup';
import { CONSOLE_SCRIPT_CORE } from './consoleScriptCore';
import { CONSOLE_SCRIPT_FLAG_FORM } from './consoleScriptFlagForm';
import { CONSOLE_SCRIPT_FLAGS } from './consoleScriptFlags';
import { CONSOLE_SCRIPT_FLAG_SAVE } from './consoleScriptFlagSave';
import { CONSOLE_SCRIPT_FORMS } from './consoleScriptForms';
import { CONSOLE_SCRIPT_LIVE } from './consoleScriptLive';
import { CONSOLE_SCRIPT_MATRIX } from './consoleScriptMatrix';
import { CONSOLE_SCRIPT_SEGMENT_FORM } from './consoleScriptSegmentForm';
import { CONSOLE_SCRIPT_SEGMENTS } from './consoleScriptSegments';
import { CONSOLE_SCRIPT_TARGETING } from './consoleScriptTargeting';
import { CONSOLE_STYLES } from './consoleStyles';

/** Where the lab serves the flag console. */
export const FLAGS_CONSOLE_PATH = '/__lab/console/flags';

/** The page's one script: the parts share one function scope, nothing leaks to window. */
export const CONSOLE_SCRIPT = [
  '(() => {',
  "'use strict';",
  CONSOLE_SCRIPT_CORE,
  CONSOLE_SCRIPT_FLAGS,
  CONSOLE_SCRIPT_TARGETING,
  CONSOLE_SCRIPT_MATRIX,
  CONSOLE_SCRIPT_FORMS,
  CONSOLE_SCRIPT_FLAG_FORM,
  CONSOLE_SCRIPT_FLAG_SAVE,
  CONSOLE_SCRIPT_SEGMENTS,
  CONSOLE_SCRIPT_SEGMENT_FORM,
  CONSOLE_SCRIPT_LIVE,
  '})();',
].join('\n');

/** A fresh CSP nonce: 128 random bits, base64 (safe inside an attribute). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Only this origin, plus the page's own inline script and style by nonce. */
export function consoleContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The lab's flag console as one self-contained HTML document: inline CSS and one inline script
 * (plain ES2020), no build step and no request leaving 127.0.0.1. Serve it with
 * consoleContentSecurityPolicy(nonce) so only this script runs.
 */
export function flagsConsolePage(nonce: string = createNonce()): string {
  return consoleDocument(
    {
      title: 'Flags · Lab console',
      styles: CONSOLE_STYLES,
      markup: CONSOLE_MARKUP,
      script: CONSOLE_SCRIPT,
    },
    nonce,
  );
}

/**
 * Serves the console at /__lab/console/flags with a per-response nonce and no caching. Mount it
 * on the lab app before the mock backend, which answers everything else under /__lab.
 */
export function flagsConsoleRouter(): Router {
  return consolePageRouter(
    FLAGS_CONSOLE_PATH,
    flagsConsolePage,
    consoleContentSecurityPolicy,
    createNonce,
  );
}
