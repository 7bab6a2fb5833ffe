import { figure, goal, notMeasured } from './BenchFigure';
import type { BenchReport } from './BenchReport';
import { missingFromReport } from './BenchReport';
import { formatBenchMarkdown } from './formatBenchMarkdown';

const machine = {
  cores: 2,
  cpuModel: 'Test CPU',
  memoryGiB: 4,
  platform: 'linux x64',
  node: 'v22.0.0',
  chromium: '140.0.0.0',
  loadAverage: { start: [1.5, 1, 0.5], end: [2, 1.2, 0.6] },
};

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    date: '2026-11-22T05:00:00.000Z',
    quick: false,
    machine,
    problems: [],
    raw: {},
    figures: [
      figure({
        id: 'flags.p99',
        section: 'Flags',
        label: 'p99',
        value: 120,
        unit: 'ms',
        goal: goal('at most', 100),
        how: 'observer',
      }),
      figure({
        id: 'flags.p50',
        section: 'Flags',
        label: 'p50',
        value: 9,
        unit: 'ms',
        goal: goal('at most', 20),
        how: 'observer',
      }),
      notMeasured(
        { id: 'upload.ratioToNative', section: 'Upload', label: 'a | b', unit: '×', how: 'curl' },
        'not yet',
      ),
    ],
    ...overrides,
  };
}

describe('the readable bench report', () => {
  const text = formatBenchMarkdown(report());

  it('states the machine facts the figures depend on', () => {
    expect(text).toContain('| Cores | 2 (Test CPU) |');
    expect(text).toContain('| Chromium | 140.0.0.0 |');
    expect(text).toContain('start 1.5, 1, 0.5; end 2, 1.2, 0.6');
  });

  it('gives each figure its value, goal, verdict and method, one table per section', () => {
    expect(text).toContain('## Flags');
    expect(text).toContain('| p99 | 120 ms | at most 100 ms | **short** | observer |');
    expect(text).toContain('| p50 | 9 ms | at most 20 ms | pass | observer |');
  });

  it('shows an unmeasured figure as such, never as a number, and escapes table pipes', () => {
    expect(text).toContain('| a \\| b | not measured | — | not measured | curl — not yet |');
    expect(text).toContain('1 pass, 1 short, 0 without a goal, 1 not measured.');
  });

  it('keeps each section’s own lines (such as where the time goes) after the tables', () => {
    const detailed = formatBenchMarkdown(
      report({ details: { phone: ['  web: usable 2400 ms', '    1200 → 1400  vendor.js'] } }),
    );
    expect(detailed).toContain(
      '## Details: phone\n\n```text\n  web: usable 2400 ms\n    1200 → 1400  vendor.js\n```',
    );
  });

  it('marks a quick run so nobody reads its numbers as results', () => {
    expect(formatBenchMarkdown(report({ quick: true }))).toContain('Quick mode');
  });
});

describe('when a report is checked for completeness', () => {
  it('tolerates only the benches other issues have not added yet', () => {
    expect(missingFromReport(report())).toEqual([]);
  });

  it('names a core figure that has no value and a section that failed', () => {
    const broken = report({
      problems: ['mock failed: port in use'],
      figures: [
        notMeasured(
          { id: 'flags.p50', section: 'Flags', label: 'p50', unit: 'ms', how: 'observer' },
          'crashed',
        ),
      ],
    });
    expect(missingFromReport(broken)).toEqual([
      'mock failed: port in use',
      'flags.p50: observer — crashed',
    ]);
  });
});
