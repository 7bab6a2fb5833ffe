import type { ColdStartRun } from './measureColdStartOnce';
import { spreadOf, summarizeColdStart } from './summarizeColdStart';

function run(coldStartMs: number, overrides: Partial<ColdStartRun> = {}): ColdStartRun {
  const steps = [[`chain of the ${coldStartMs} ms run`]];
  return {
    host: 'web',
    coldStartMs,
    totalMs: coldStartMs + 20,
    journal: { beforeDocument: [], path: { steps, sequential: 4 }, repeated: [] },
    browser: { path: { steps, sequential: 10 }, repeated: [] },
    ...overrides,
  };
}

describe('spreadOf', () => {
  it('gives the middle of five samples as the median, with the extremes', () => {
    expect(spreadOf([900, 1200, 800, 1000, 1100])).toEqual({
      median: 1000,
      min: 800,
      max: 1200,
      samples: [900, 1200, 800, 1000, 1100],
    });
  });
});

describe('summarizeColdStart', () => {
  it('meets the goal when the median run is within it, however slow the worst one', () => {
    const summary = summarizeColdStart('web', [run(990), run(1500), run(700)], 1000);
    expect(summary.coldStartMs.median).toBe(990);
    expect(summary.meetsGoal).toBe(true);
    expect(summary.totalMs.median).toBe(1010);
  });

  it('meets the goal when the median is exactly the goal', () => {
    expect(summarizeColdStart('web', [run(1000)], 1000).meetsGoal).toBe(true);
  });

  it('is short of the goal when the median run is over it', () => {
    expect(summarizeColdStart('web', [run(1001), run(1200), run(700)], 1000).meetsGoal).toBe(false);
  });

  it('shows the chain of the median run and the step count of every run', () => {
    const slow = run(1200);
    slow.journal.path = { steps: [['a'], ['b'], ['c'], ['d'], ['e']], sequential: 5 };
    const summary = summarizeColdStart('web', [run(700), slow, run(990)], 1000);
    expect(summary.journal.steps).toEqual([['chain of the 990 ms run']]);
    expect(summary.journal.sequentialPerRun).toEqual([4, 5, 4]);
    expect(summary.journal.sequential).toBe(4);
  });

  it('lists a request repeated in any run, with the most times and in how many runs', () => {
    const twice = run(800);
    twice.journal.repeated = [{ request: 'GET /api/me', times: 2 }];
    const thrice = run(900);
    thrice.journal.repeated = [{ request: 'GET /api/me', times: 3 }];
    const summary = summarizeColdStart('web', [twice, run(1000), thrice], 1000);
    expect(summary.journal.repeated).toEqual([{ request: 'GET /api/me', times: 3, runs: 2 }]);
    expect(summary.noRepeats).toBe(false);
  });

  it('counts repeats seen only by the browser apart from the goal', () => {
    const favicon = run(800);
    favicon.browser.repeated = [{ request: '/favicon.ico', times: 2 }];
    const summary = summarizeColdStart('web', [favicon], 1000);
    expect(summary.browser.repeated).toHaveLength(1);
    expect(summary.noRepeats).toBe(true);
  });

  it('refuses to summarize no runs', () => {
    expect(() => summarizeColdStart('web', [], 1000)).toThrow(RangeError);
  });
});
