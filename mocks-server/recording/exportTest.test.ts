import ts from 'typescript';
import { exportTest } from './exportTest';
import type { Recording } from './Recording';
import { httpEntry, recordingOf } from './testing/recordingFixtures';

const entryPoint = {
  host: 'dingtalk',
  corp: 'corp-a',
  staff: 'corp-a:s1',
  scenario: 'upload-reset-at-50',
  mode: 'normal',
  device: 'phone' as const,
};

function recorded(): Recording {
  const reset = httpEntry('/api/upload');
  reset.response = {
    ...reset.response,
    status: 0,
    fault: { type: 'reset', afterRequestPercent: 50 },
  };
  return {
    ...recordingOf(
      [
        httpEntry('/api/session'),
        { kind: 'step', atMs: 1, step: { action: 'click', role: 'link', name: '单据' }, seen: [] },
        {
          kind: 'step',
          atMs: 2,
          step: { action: 'choose-files', name: '添加附件', files: ['file-1'] },
          seen: [],
        },
        reset,
        { kind: 'step', atMs: 3, step: { action: 'observe' }, seen: ['文件上传失败'] },
        { kind: 'scenario-state', atMs: 4, scenario: 'upload-reset-at-50', state: 'link-back' },
        {
          kind: 'step',
          atMs: 5,
          step: { action: 'click', role: 'button', name: '重试', nth: 1 },
          seen: [],
        },
        httpEntry('/api/upload'),
      ],
      'upload-reset',
    ),
    entryPoint,
    files: { 'file-1': { name: '断线.pdf', mimeType: 'application/pdf', base64: 'AQID' } },
    finalView: [
      { role: 'heading', name: '新建单据', level: 1 },
      { role: 'alert', name: '已上传' },
    ],
  };
}

describe('a recording exported as a Playwright test', () => {
  const source = exportTest(recorded());

  it('is TypeScript that parses', () => {
    const { diagnostics } = ts.transpileModule(source, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext },
    });
    expect(diagnostics).toEqual([]);
  });

  it('opens the same host entry at the same size in a replaying session', () => {
    expect(source).toContain(
      'const ENTRY = {"host":"dingtalk","corp":"corp-a","staff":"corp-a:s1","scenario":"upload-reset-at-50","mode":"normal"};',
    );
    expect(source).toContain('test.use({ viewport: { width: 390, height: 844 } });');
    expect(source).toContain('const lab = await openReplay(page, ENTRY, RECORDING);');
  });

  it('repeats the steps by role and name, waits for what the person saw, then the console action', () => {
    const body = source.slice(
      source.indexOf('const lab ='),
      source.indexOf('// What the person saw at the end'),
    );
    expect(
      body
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      'const lab = await openReplay(page, ENTRY, RECORDING);',
      'const file = (id: string) => recordedFile(RECORDING.files, id);',
      'await page.getByRole("link", { name: "单据", exact: true }).click();',
      'await page.getByLabel("添加附件", { exact: true }).setInputFiles([file("file-1")]);',
      '// What the person saw before the next step: 文件上传失败',
      `await expect(page.getByRole('alert').filter({ hasText: "文件上传失败" }).first()).toBeVisible();`,
      'await lab.setScenarioState("upload-reset-at-50", "link-back");',
      'await page.getByRole("button", { name: "重试", exact: true }).nth(1).click();',
    ]);
  });

  it('checks the final view and the journal, with the reset as status 0', () => {
    expect(source).toContain(
      'main.getByRole("heading", { name: "新建单据", exact: true, level: 1 })',
    );
    expect(source).toContain('main.getByRole("alert").filter({ hasText: "已上传" })');
    expect(source).toMatch(/"GET \/api\/upload": \[\s*0,\s*200\s*\]/);
    expect(source).toContain('await expect.poll(() => lab.journal()).toEqual(JOURNAL);');
  });

  it('carries its recording and the lab helpers, needing nothing but @playwright/test', () => {
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual(["import { expect, test, type Page } from '@playwright/test';"]);
    expect(source).toContain('async function openReplay(');
    expect(source).toContain('const RECORDING = {');
    expect(source).not.toMatch(/^export /m);
  });

  it('refuses a recording made without the console, which has no host entry to open', () => {
    expect(() => exportTest({ ...recorded(), entryPoint: null })).toThrow(/no host entry to open/);
  });
});
