import { InsightLog } from './InsightLog';

const user = { keyId: 'u1', name: 'Ann', customizedProperties: [] };
const evaluation = (key: string, value: string) => ({
  user,
  variations: [{ featureFlagKey: key, sendToExperiment: false, variation: { id: value, value } }],
});
const metric = (eventName: string) => ({ user, metrics: [{ eventName, numericValue: 1 }] });

describe('the insight log', () => {
  it('counts evaluations per flag and value, and metrics per event name', () => {
    const log = new InsightLog(10, () => 0);
    log.record([evaluation('a', 'true'), evaluation('a', 'false'), metric('saved')]);
    log.record([metric('saved')]);
    expect(log.totals()).toEqual({
      evaluations: { a: 2 },
      variations: { a: { true: 1, false: 1 } },
      metrics: { saved: 2 },
    });
  });

  it('records how many insights each request carried and skips unusable entries', () => {
    const log = new InsightLog(10, () => 0);
    log.record([metric('a'), { user }, 'junk', null, { metrics: [{ numericValue: 1 }] }]);
    expect(log.requests()).toEqual([
      { id: 1, receivedAt: new Date(0).toISOString(), insights: 1, ignored: 4 },
    ]);
  });

  it('keeps the newest insights but counts them all', () => {
    const log = new InsightLog(2, () => 0);
    log.record([metric('a'), metric('b'), metric('c')]);
    expect(log.insights().map((insight) => insight.metrics[0].eventName)).toEqual(['b', 'c']);
    expect(Object.keys(log.totals().metrics)).toEqual(['a', 'b', 'c']);
  });

  it('treats a "__proto__" event name as an ordinary name', () => {
    const log = new InsightLog(2, () => 0);
    log.record([metric('__proto__')]);
    const totals = log.totals();
    expect(Object.getOwnPropertyDescriptor(totals.metrics, '__proto__')?.value).toBe(1);
    expect(Object.getPrototypeOf(totals.metrics)).toBe(Object.prototype);
  });

  it('forgets everything on clear', () => {
    const log = new InsightLog(5, () => 0);
    log.record([metric('a')]);
    log.clear();
    expect([log.insights(), log.requests(), log.totals().metrics]).toEqual([[], [], {}]);
  });
});
