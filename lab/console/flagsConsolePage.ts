import type { Router } from 'express';
import { consolePageRouter, type ConsolePage } from './consoleDocument';

/** Where the lab serves the flag console. */
export const FLAGS_CONSOLE_PATH = '/__lab/console/flags';

export const FLAGS_CONSOLE_PAGE: ConsolePage = {
  title: '功能开关 · Feature flags',
  script: 'flagsConsole',
  stylesheets: ['console.css', 'consoleForms.css', 'consoleParts.css'],
};

/** Serves the flag console (lab/console/web/flagsConsole) at /__lab/console/flags. */
export function flagsConsoleRouter(): Router {
  return consolePageRouter(FLAGS_CONSOLE_PATH, FLAGS_CONSOLE_PAGE);
}
