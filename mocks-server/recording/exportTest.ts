import { readFileSync } from 'node:fs';
import type { Response } from 'express';
import { sendError } from '../http/sendError';
import path from 'node:path';
import { DEVICE_SIZES } from './deviceSizes';
import { expectedJournal, finalViewCode, timelineCode } from './exportSteps';
import type { Recording } from './Recording';

const HELPERS_FILE = path.join(__dirname, 'exported', 'replayHelpers.ts');
const q = (value: unknown): string => JSON.stringify(value);
const indent = (lines: string[]) => lines.map((line) => (line === '' ? '' : `  ${line}`));

/** The helpers every export carries, as their source file has them, minus imports and exports. */
function helperSource(): string {
  return readFileSync(HELPERS_FILE, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n')
    .replace(/^export /gm, '')
    .trim();
}

/**
 * A readable Playwright test that replays `recording`: a fresh lab session loads it, the page
 * opens the same host entry at the same size, the person's steps run by role and name (waiting
 * for the alerts the person saw before each console action), then it checks what the person saw
 * at the end and the journal. The recording rides at the end, so the file needs nothing else.
 */
export function exportTest(recording: Recording): string {
  const entry = recording.entryPoint;
  if (!entry)
    throw new Error(
      `recording "${recording.name}" was not made in the console: it has no host entry to open`,
    );
  const size = DEVICE_SIZES[entry.device];
  const { host, corp, staff, scenario, mode } = entry;
  const journal = JSON.stringify(expectedJournal(recording), null, 2);
  return [
    '/**',
    ` * Replays the lab recording "${recording.name}" (recorded ${recording.recordedAt}): host ${host},`,
    ` * tenant ${corp}, user ${staff}, scenario ${scenario || 'none'}, host mode ${mode}, ${entry.device} frame.`,
    ' *',
    ' * Run it against a running lab (npm start): put it in tests/recorded/ and run',
    ' * `npx playwright test -c tests/recorded` (LAB_URL points at another lab). The recording rides at',
    ' * the end of this file; the steps below are what the person did, by role and name.',
    ' */',
    "import { expect, test, type Page } from '@playwright/test';",
    '',
    `const ENTRY = ${q({ host, corp, staff, scenario, mode })};`,
    '',
    `test.use({ viewport: { width: ${size.width}, height: ${size.height} } });`,
    '',
    `test(${q(`${recording.name} replays as recorded`)}, async ({ page }) => {`,
    ...indent([
      'const lab = await openReplay(page, ENTRY, RECORDING);',
      ...(Object.keys(recording.files).length > 0
        ? ['const file = (id: string) => recordedFile(RECORDING.files, id);']
        : []),
      ...timelineCode(recording),
      '',
      ...finalViewCode(recording),
      '',
      '// The journal: the same requests, each with the same statuses in order',
      'await expect.poll(() => lab.journal()).toEqual(JOURNAL);',
      'expect(await lab.misses()).toEqual([]);',
    ]),
    '});',
    '',
    `const JOURNAL: Record<string, number[]> = ${journal};`,
    '',
    helperSource(),
    '',
    '/** The recording this test replays, as the lab saved it. */',
    `const RECORDING = ${JSON.stringify(recording, null, 2)};`,
    '',
  ].join('\n');
}

/** Sends the export as a download named after the recording, or why it cannot be exported. */
export function sendExportedTest(res: Response, recording: Recording): void {
  let source: string;
  try {
    source = exportTest(recording);
  } catch (error) {
    sendError(
      res,
      400,
      'error:lab:cannot-export',
      error instanceof Error ? error.message : String(error),
    );
    return;
  }
  res.attachment(`${recording.name}.e2e.ts`).type('application/typescript').send(source);
}
