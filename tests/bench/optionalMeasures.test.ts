import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { goal } from './BenchFigure';
import type { OptionalMeasure } from './optionalMeasureList';
import { figuresExportOf, figuresOfResult, runOptionalMeasures } from './optionalMeasures';

const measure: OptionalMeasure = {
  file: 'measureThing.ts',
  exportName: 'measureThing',
  placeholders: [
    {
      id: 'thing.ratioToNative',
      section: 'Thing',
      label: 'ratio',
      unit: '×',
      goal: goal('at least', 0.5),
      how: 'same run',
    },
    { id: 'thing.longestTaskMs', section: 'Thing', label: 'task', unit: 'ms', how: 'observer' },
  ],
};

describe('an optional bench', () => {
  it('reports its figures as not measured while its file does not exist', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    const outcome = await runOptionalMeasures(dir, [measure]);
    expect(outcome.figures.map((entry) => [entry.id, entry.value, entry.verdict])).toEqual([
      ['thing.ratioToNative', null, 'not measured'],
      ['thing.longestTaskMs', null, 'not measured'],
    ]);
    expect(outcome.problems).toEqual([]);
  });

  it('fills the placeholders from fields of the same name, however deep, and keeps the rest', () => {
    const figures = figuresOfResult(measure, { md5: { ratioToNative: 0.7 }, bytes: 64 });
    expect(figures.map((entry) => [entry.id, entry.value, entry.verdict])).toEqual([
      ['thing.ratioToNative', 0.7, 'pass'],
      ['thing.longestTaskMs', null, 'not measured'],
      ['thing.bytes', 64, 'no goal'],
    ]);
  });

  it('counts a bench that throws as a problem, not as figures', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    writeFileSync(
      path.join(dir, 'measureThing.ts'),
      "export async function measureThing() { throw new Error('no browser'); }\n",
    );
    const outcome = await runOptionalMeasures(dir, [measure]);
    expect(outcome.problems).toEqual(['measureThing.ts failed: no browser']);
    expect(outcome.figures.every((entry) => entry.value === null)).toBe(true);
  });
});

describe('when an optional bench exports its own figures', () => {
  it('names the export after the bench and uses those figures as they are', async () => {
    expect(figuresExportOf({ ...measure, exportName: 'measureUpload' })).toBe('uploadFigures');
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    writeFileSync(
      path.join(dir, 'measureThing.ts'),
      [
        'export async function measureThing() { return { p50: 7 }; }',
        "export function thingFigures(result: { p50: number }) { return [{ id: 'thing.own', value: result.p50, verdict: 'no goal' }]; }",
      ].join('\n'),
    );
    const outcome = await runOptionalMeasures(dir, [measure]);
    expect(outcome.figures).toEqual([{ id: 'thing.own', value: 7, verdict: 'no goal' }]);
  });
});
