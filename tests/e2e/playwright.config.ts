import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './e2ePort';
import { CHROMIUM_ARGS, findBrowser } from './findBrowser';

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
    // Recording a trace of every test costs about half again as much CPU as the test itself on
    // two cores; a failure still gets its page log, aria snapshot and screenshot
    // (failureLogReporter.ts). E2E_TRACE=1 keeps the trace of each failing test as well: its
    // actions, DOM snapshots, network and console, without a screencast.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: { executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS },
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
