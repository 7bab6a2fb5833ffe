import { figure, goal, notMeasured } from './BenchFigure';

const base = { id: 'x', section: 's', label: 'x', unit: 'ms', how: 'timed' };

describe('a bench figure', () => {
  it('passes when the value is within an at-most goal and falls short above it', () => {
    expect(figure({ ...base, value: 20, goal: goal('at most', 20) }).verdict).toBe('pass');
    expect(figure({ ...base, value: 21, goal: goal('at most', 20) }).verdict).toBe('short');
  });

  it('reads at-least and exactly goals the same way', () => {
    expect(figure({ ...base, value: 0.4, goal: goal('at least', 0.5) }).verdict).toBe('short');
    expect(figure({ ...base, value: 1, goal: goal('exactly', 1) }).verdict).toBe('pass');
    expect(figure({ ...base, value: 2, goal: goal('exactly', 1) }).verdict).toBe('short');
  });

  it('says so when there is no goal to read it against', () => {
    expect(figure({ ...base, value: 3 }).verdict).toBe('no goal');
  });

  it('turns a NaN from an empty sample into not measured rather than a number', () => {
    expect(figure({ ...base, value: Number.NaN, goal: goal('at most', 1) })).toMatchObject({
      value: null,
      verdict: 'not measured',
    });
  });

  it('keeps the reason a figure was not measured next to how it would be', () => {
    expect(notMeasured(base, 'no upload bench yet')).toMatchObject({
      value: null,
      verdict: 'not measured',
      how: 'timed — no upload bench yet',
    });
  });
});
