import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './findBrowser';

const HOW_TO =
  'Install Debian Chromium (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary. ' +
  'Browser downloads (npx playwright install) cannot work on this network.';

/** Finds Chromium, or installs Debian's package when we are root with apt; never downloads a browser. */
export function ensureBrowser(): string {
  const found = findBrowser();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`No Chromium found. ${HOW_TO}`);
  }
  console.info('[ensure-browser] Chromium missing: installing Debian package "chromium"…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env });
  let result = run(['install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0) {
    run(['update']);
    result = run(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  const installed = findBrowser();
  if (result.status !== 0 || !installed) throw new Error(`Installing chromium failed. ${HOW_TO}`);
  return installed;
}

if (require.main === module) {
  try {
    console.info(`[ensure-browser] using ${ensureBrowser()}`);
  } catch (error) {
    console.error(`[ensure-browser] ${(error as Error).message}`);
    process.exit(1);
  }
}
