import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';

const port = Number(process.env.SCREENS_PORT ?? 4530);
const baseURL = `http://127.0.0.1:${port}`;

/** `npm run screens`: every screen for a person to look at; not a test suite of CI. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.screens.ts',
  outputDir: '../../test-results/screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    launchOptions: { executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --import tsx lab/start.ts',
    cwd: '../..',
    env: { PORT: String(port) },
    url: `${baseURL}/__lab/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
