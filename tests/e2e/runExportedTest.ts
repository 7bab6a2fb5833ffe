import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ExportRun {
  passed: boolean;
  output: string;
}

/**
 * Writes an exported test into a new temporary folder (under reports/, inside the repo so it
 * finds @playwright/test) beside the recorded-tests config, and runs `npx playwright test` there
 * against `labUrl`, as a person would after downloading it. `expectTimeoutMs` shortens the
 * config's wait for a run that is meant to fail on an assertion. Each run has its own folder and
 * output, and the export opens its own lab session, so two runs may share a lab at once.
 */
export function runExportedTest(
  fileName: string,
  source: string,
  labUrl: string,
  options: { expectTimeoutMs?: number } = {},
): Promise<ExportRun> {
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, 'reports', 'exported-'));
  writeFileSync(path.join(folder, fileName), source);
  copyFileSync(
    path.join(ROOT, 'tests/recorded/playwright.config.ts'),
    path.join(folder, 'playwright.config.ts'),
  );
  // The runner's own variables would make the child a worker of this run, writing into its output.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(PW_|PLAYWRIGHT_|TEST_)/.test(name)),
  );
  const child = spawn('npx', ['playwright', 'test'], {
    cwd: folder,
    env: {
      ...env,
      LAB_URL: labUrl,
      ...(options.expectTimeoutMs ? { EXPECT_TIMEOUT_MS: String(options.expectTimeoutMs) } : {}),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      rmSync(folder, { recursive: true, force: true });
      resolve({ passed: code === 0, output });
    });
  });
}
