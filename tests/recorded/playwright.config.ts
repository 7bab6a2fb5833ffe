import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Runs tests exported from the lab console (`*.e2e.ts` in this folder) against a running lab:
 * `npm start` in one terminal, `npx playwright test -c tests/recorded` in another. LAB_URL points
 * at another lab. Self-contained on purpose: copy it next to an exported test anywhere in the repo.
 */
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate !== undefined && existsSync(candidate),
);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Beside this file, never the repo's test-results/ (which another running suite may own).
  outputDir: path.join(__dirname, 'test-results'),
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // EXPECT_TIMEOUT_MS: a shorter wait where a run is expected to fail (the export's own e2e).
  expect: { timeout: Number(process.env.EXPECT_TIMEOUT_MS) || 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.LAB_URL ?? 'http://127.0.0.1:4510',
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    },
  },
});
