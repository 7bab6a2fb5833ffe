import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJestCounts, readPlaywrightCounts } from '../../runner/readCounts';

const dir = mkdtempSync(path.join(tmpdir(), 'counts-'));
function file(name: string, body: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, typeof body === 'string' ? body : JSON.stringify(body));
  return target;
}

describe('the test runner counts', () => {
  it('count a jest suite that failed to run as a failure', () => {
    const report = file('jest.json', {
      numPassedTests: 10,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 2,
    });
    expect(readJestCounts(report)).toEqual({ passed: 10, failed: 3 });
  });

  it('count flaky playwright tests as passed and top-level errors as failed', () => {
    const report = file('e2e.json', {
      stats: { expected: 5, flaky: 1, unexpected: 2 },
      errors: [{}],
    });
    expect(readPlaywrightCounts(report)).toEqual({ passed: 6, failed: 3 });
  });

  it('return nothing for a missing or broken report so the runner records a failure', () => {
    expect(readJestCounts(path.join(dir, 'missing.json'))).toBeNull();
    expect(readPlaywrightCounts(file('broken.json', '{not json'))).toBeNull();
  });
});
