import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRecordingText, RecordingShelf } from './RecordingShelf';
import { httpEntry, recordingOf } from './testing/recordingFixtures';

describe('recordings saved by name', () => {
  let dir: string;
  let shelf: RecordingShelf;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shelf-'));
    shelf = new RecordingShelf(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('saves, lists, reads and removes a recording by its name', () => {
    shelf.save(recordingOf([httpEntry('/a'), httpEntry('/b')], 'upload-reset'));
    expect(shelf.list()).toEqual([
      { name: 'upload-reset', recordedAt: '2026-01-01T00:00:00.000Z', entries: 2, host: null },
    ]);
    expect(shelf.read('upload-reset')).toMatchObject({
      ok: true,
      recording: { name: 'upload-reset' },
    });
    expect(shelf.remove('upload-reset')).toBe(true);
    expect(shelf.read('upload-reset')).toEqual({
      ok: false,
      problem: `no recording named "upload-reset" in ${shelf.shown}`,
    });
  });

  it('names the entry a cut-off file ends in', () => {
    const text = JSON.stringify(
      recordingOf([httpEntry('/a'), httpEntry('/b'), httpEntry('/c')]),
      null,
      2,
    );
    const cut = text.slice(0, text.indexOf('"/c"'));
    writeFileSync(path.join(dir, 'cut.json'), cut);
    expect(shelf.read('cut')).toEqual({
      ok: false,
      problem: 'cut.json: the file ends in entries[2]: it was cut off (is it the whole recording?)',
    });
  });

  it('names the entry where a file stops being JSON', () => {
    const text = JSON.stringify(recordingOf([httpEntry('/a'), httpEntry('/b')]), null, 2);
    const broken = text.replace('"/b"', '"/b" oops');
    expect(parseRecordingText(broken)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^the file is not valid JSON in entries\[1\]: /),
    });
  });

  it('names the entry that is not a recorded exchange', () => {
    const recording = {
      ...recordingOf([httpEntry('/a')]),
      entries: [httpEntry('/a'), { kind: 'http', atMs: 0 }],
    };
    expect(parseRecordingText(JSON.stringify(recording))).toEqual({
      ok: false,
      problem: 'entries[1] is not a recorded request and response',
    });
  });

  it('refuses a name that is not a plain file name', () => {
    expect(() => shelf.save(recordingOf([], '../escape'))).toThrow(/not a recording name/);
  });
});
