import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPresets } from './loadPresets';

/** The failures docs/lab.md names for sign-in and upload, plus the single-use code case. */
const REQUIRED = [
  'session-401',
  'session-500',
  'chat-app-session-401',
  'chat-app-web-session-412',
  'office-suite-402-99991672',
  'office-suite-412',
  'idp-missing-authcode',
  'idp-refresh-token-invalid',
  'cloud-office-id-in-response',
  'bank-app-login-failure',
  'upload-413',
  'upload-500',
  'upload-md5-mismatch',
  'staff-not-found',
  'wecom-code-reused',
];

describe('loadPresets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'presets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads every shipped preset, each with a description', () => {
    const presets = loadPresets();
    expect(presets.map((preset) => preset.name)).toEqual(expect.arrayContaining(REQUIRED));
    for (const preset of presets) expect(preset.description.length).toBeGreaterThan(20);
  });

  it('names the file and the field when a preset is malformed', () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ name: 'broken', description: 'x', stubs: [{}] }));
    expect(() => loadPresets(dir)).toThrow(
      `${file}: stubs[0].scenario: must be a non-empty string`,
    );
  });

  it('names the file when it is not JSON', () => {
    writeFileSync(path.join(dir, 'a.json'), '{ nope');
    expect(() => loadPresets(dir)).toThrow(/a\.json: is not readable JSON/);
  });

  it('refuses a preset whose name differs from its file name', () => {
    const stub = {
      scenario: 's',
      request: { method: 'GET', path: '/' },
      response: { status: 200 },
    };
    writeFileSync(
      path.join(dir, 'one.json'),
      JSON.stringify({ name: 'two', description: 'x', stubs: [stub] }),
    );
    expect(() => loadPresets(dir)).toThrow(/one\.json: name "two" must match the file name "one"/);
  });
});
