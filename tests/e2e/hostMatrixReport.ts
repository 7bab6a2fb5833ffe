import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const MATRIX_DIR = path.resolve(__dirname, '../../reports/host-matrix');

export interface MatrixCell {
  host: string;
  /** The preset, mode or situation; 'sign-in' for the happy path. */
  situation: string;
  /** What the spec says the person sees. */
  expected: string;
}

const slug = (cell: MatrixCell) => `${cell.host}--${cell.situation}`.replace(/[^\w.-]+/g, '-');

export function clearMatrix(): void {
  rmSync(MATRIX_DIR, { recursive: true, force: true });
  mkdirSync(MATRIX_DIR, { recursive: true });
}

/** One screenshot and one result line per cell; the report is assembled from them at the end. */
async function recordCell(page: Page, info: TestInfo, cell: MatrixCell): Promise<void> {
  mkdirSync(MATRIX_DIR, { recursive: true });
  const name = slug(cell);
  await page.screenshot({ path: path.join(MATRIX_DIR, `${name}.png`), fullPage: true });
  const result = { ...cell, screenshot: `${name}.png`, status: info.status ?? 'unknown' };
  writeFileSync(path.join(MATRIX_DIR, `${name}.json`), JSON.stringify(result));
}

type MatrixTest = {
  afterEach(run: (args: { page: Page }, info: TestInfo) => Promise<void>): void;
  afterAll(run: () => void): void;
};

/**
 * Registers the reporting hooks for a matrix file; call the returned function at the start of
 * each test. The cell is recorded after the test, so its result is the real one (and a failing
 * cell still gets its screenshot).
 */
export function registerMatrix(test: MatrixTest): (cell: MatrixCell) => void {
  let current: MatrixCell | null = null;
  test.afterEach(async ({ page }, info) => {
    if (current) await recordCell(page, info, current);
    current = null;
  });
  test.afterAll(() => writeMatrixReport());
  return (cell) => {
    current = cell;
  };
}

export function writeMatrixReport(): void {
  const rows = readdirSync(MATRIX_DIR)
    .filter((file) => file.endsWith('.json') && file !== 'report.json')
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(MATRIX_DIR, file), 'utf8')) as MatrixCell & {
          screenshot: string;
          status: string;
        },
    )
    .sort((a, b) => a.host.localeCompare(b.host) || a.situation.localeCompare(b.situation));
  writeFileSync(path.join(MATRIX_DIR, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  const lines = [
    '# Host × situation matrix',
    '',
    'Written by `tests/e2e/hostMatrix*.e2e.ts` (real Chromium against the lab). One screenshot per cell.',
    '',
    '| host | situation | expected | result | screenshot |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.host} | ${row.situation} | ${row.expected} | ${row.status} | [png](${row.screenshot}) |`,
    ),
  ];
  writeFileSync(path.join(MATRIX_DIR, 'report.md'), `${lines.join('\n')}\n`);
}
