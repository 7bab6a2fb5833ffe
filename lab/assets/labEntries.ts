import path from 'node:path';

/**
 * The lab's browser programs, each built by webpack (webpack.config.ts, config "lab") into one
 * file `<name>.js` and served at /__lab/assets/<name>.js: the consoles, the fake host SDKs,
 * the embedded-browser script and the Teams client page.
 */
export const LAB_ENTRIES = {
  labConsole: './lab/console/web/labConsole/labConsoleEntry.ts',
  flagsConsole: './lab/console/web/flagsConsole/flagsConsoleEntry.ts',
  hostSdk: './lab/hosts/web/entries/hostSdkEntry.ts',
  embeddedBrowser: './lab/hosts/web/entries/embeddedBrowserEntry.ts',
  teamsClient: './lab/hosts/web/entries/teamsClientEntry.ts',
} as const;

export type LabScript = keyof typeof LAB_ENTRIES;

export const LAB_ASSETS_PATH = '/__lab/assets';

/**
 * Where the lab's scripts are built: beside the SPA's folder, never inside it, so the SPA's
 * folder stays what a CDN would serve. dist/app → dist/lab; any other folder X → X-lab
 * (EXPENSE_DIST=dist-own builds the lab's scripts into dist-own-lab).
 */
export function labDistDirFor(appDistDir: string): string {
  const resolved = path.resolve(appDistDir);
  return path.basename(resolved) === 'app'
    ? path.join(path.dirname(resolved), 'lab')
    : `${resolved}-lab`;
}
