import { formatColdStart } from './formatColdStart';
import type { ColdStart } from './measureColdStart';
import type { HostColdStart } from './summarizeColdStart';

const spread = (median: number) => ({ median, min: median - 50, max: median + 50, samples: [] });

function host(overrides: Partial<HostColdStart> = {}): HostColdStart {
  return {
    host: 'web',
    coldStartMs: spread(1000),
    totalMs: spread(1030),
    meetsGoal: true,
    noRepeats: true,
    journal: {
      sequential: 2,
      sequentialPerRun: [2, 2, 3],
      steps: [['POST /api/token'], ['GET /api/me', 'GET /api/registry']],
      repeated: [],
      beforeDocument: ['GET /idp/web/authorize'],
    },
    browser: {
      sequential: 3,
      sequentialPerRun: [3],
      steps: [['/'], ['/a.js', '/b.js']],
      repeated: [],
    },
    ...overrides,
  };
}

const quiet = { before: 0.2, after: 0.4, cores: 2 };

const result = (hosts: HostColdStart[], load = quiet): ColdStart => ({
  load,
  goalMs: 1000,
  throttling: 4,
  runs: 3,
  hosts,
});

describe('formatColdStart', () => {
  it('shows the median against the goal, the numbered chain and no repeats', () => {
    const text = formatColdStart(result([host()])).join('\n');
    expect(text).toContain('CPU throttled 4×, median of 3 runs');
    expect(text).toContain('load average 0.2 → 0.4 on 2 cores\n');
    expect(text).toContain('median 1000 ms (min 950, max 1050)  (meets goal ≤ 1000 ms)');
    expect(text).toContain('before the app document: GET /idp/web/authorize');
    expect(text).toContain('journal: 2 sequential steps to home (per run 2 2 3)');
    expect(text).toContain('2. GET /api/me + GET /api/registry');
    expect(text).toContain('repeated requests: none  (meets goal: none)');
    expect(text).toContain('/ → /a.js + /b.js');
  });

  it('says short of the goal and names each repeated request', () => {
    const slow = host({ meetsGoal: false, noRepeats: false, coldStartMs: spread(1400) });
    slow.journal.repeated = [{ request: 'GET /api/me', times: 2, runs: 3 }];
    const text = formatColdStart(result([slow])).join('\n');
    expect(text).toContain('(SHORT of goal ≤ 1000 ms)');
    expect(text).toContain('repeated requests: GET /api/me ×2 (3/3 runs)  (SHORT of goal: none)');
  });
});

describe('formatColdStart on a busy machine', () => {
  it('warns that the figures carry other work', () => {
    const text = formatColdStart(result([host()], { before: 0.5, after: 2.9, cores: 2 })).join(
      '\n',
    );
    expect(text).toContain(
      'load average 0.5 → 2.9 on 2 cores: other work ran too, figures are noisy',
    );
  });
});
