import type { Router } from 'express';
import { consolePageRouter, type ConsolePage } from './consoleDocument';

/** Where the lab serves its console; the flag console stays at /__lab/console/flags. */
export const LAB_CONSOLE_PATH = '/__lab/console';

export const LAB_CONSOLE_PAGE: ConsolePage = {
  title: '实验室控制台 · Lab console',
  script: 'labConsole',
  stylesheets: [
    'console.css',
    'consoleForms.css',
    'consoleParts.css',
    'labConsole.css',
    'labWorkbench.css',
  ],
};

/** Serves the console (lab/console/web/labConsole) at exactly /__lab/console. */
export function labConsoleRouter(): Router {
  return consolePageRouter(LAB_CONSOLE_PATH, LAB_CONSOLE_PAGE);
}
