import { cumulativeLayoutShift, summarizeVitals, totalBlockingTime } from './summarizeVitals';
import type { RawVitals } from './vitalsProbe';

const resource = (url: string, start: number, transferSize: number) => ({
  url: `http://127.0.0.1:1${url}`,
  start,
  end: start + 10,
  transferSize,
  type: 'script',
});

describe('cumulativeLayoutShift', () => {
  it('is the largest burst of shifts, a gap of more than a second starting a new one', () => {
    const shifts = [
      { at: 100, value: 0.05 },
      { at: 600, value: 0.05 },
      { at: 3000, value: 0.02 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1);
  });

  it('ends a burst after five seconds even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ at: index * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('adds what each long task spends over 50 ms between first paint and usable', () => {
    const tasks = [
      { at: 0, ms: 300 },
      { at: 400, ms: 120 },
      { at: 600, ms: 40 },
      { at: 2000, ms: 500 },
    ];
    expect(totalBlockingTime(tasks, 350, 1000)).toBe(70);
    expect(totalBlockingTime(tasks, 200, 1000)).toBe(250 + 70);
  });
});

describe('summarizeVitals', () => {
  const raw: RawVitals = {
    lcp: [900, 1400, 5000],
    shifts: [],
    longTasks: [{ at: 700, ms: 150 }],
    fcp: 600,
    readyAt: 2000,
    document: { start: 100 },
    resources: [
      resource('/', 100, 2000),
      resource('/js/vendor.1.js', 300, 60_000),
      resource('/api/v1/staff', 1500, 800),
      resource('/modules/bills.2.js', 1995, 9000),
      resource('/modules/approval.3.js', 2500, 9000),
    ],
  };

  it('measures from the app document’s request and counts only what finished before usable', () => {
    expect(summarizeVitals(raw)).toMatchObject({
      usableMs: 1900,
      lcpMs: 1300,
      cls: 0,
      tbtMs: 100,
      bytes: 62_800,
      requests: 3,
      scripts: [{ path: '/js/vendor.1.js', bytes: 60_000 }],
    });
    expect(summarizeVitals(raw).timeline[1]).toEqual({
      path: '/js/vendor.1.js',
      startMs: 200,
      endMs: 210,
      bytes: 60_000,
    });
  });

  it('refuses a run whose home never became usable', () => {
    expect(() => summarizeVitals({ ...raw, readyAt: null })).toThrow('never became usable');
  });
});
