import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './e2ePort';
import { CHROMIUM_ARGS, findBrowser } from './findBrowser';
import { LOCAL_ONLY_PROXY } from './localOnly';

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
// A shard run by tests/run-all.ts writes its own report and results beside the other shards'.
const jsonReport = process.env.E2E_JSON
  ? `../../${process.env.E2E_JSON}`
  : '../../reports/e2e.json';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './globalSetup.ts',
  globalTeardown: './globalTeardown.ts',
  outputDir: `../../${process.env.E2E_OUTPUT ?? 'test-results/e2e'}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A bound on waiting, not a speed goal: CI machines run the suite up to a third slower than a
  // workstation, and a first module load there has taken longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./failureLogReporter.ts'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    // A failure's trace keeps each action, its DOM snapshot, the network and the console, but no
    // screencast: filming every test to keep a few films cost about a quarter of a UI story's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: findBrowser() ?? undefined,
      args: CHROMIUM_ARGS,
      proxy: LOCAL_ONLY_PROXY,
    },
  },
  webServer: {
    command: 'node --import tsx lab/start.ts',
    cwd: '../..',
    env: { PORT: String(port), LAB_CHECK_ANSWERS: '1' },
    url: `${baseURL}/__lab/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
