import { MonotonicClock } from './MonotonicClock';

describe('the monotonic clock', () => {
  it('gives strictly increasing stamps while the wall clock stands still', () => {
    const clock = new MonotonicClock(() => 1_700_000_000_000);
    const stamps = [clock.nextIso(), clock.nextIso(), clock.nextIso()].map(Date.parse);
    expect(stamps).toEqual([1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_002]);
  });

  it('keeps increasing when the wall clock steps back', () => {
    let now = 2_000;
    const clock = new MonotonicClock(() => now);
    const first = Date.parse(clock.nextIso());
    now = 1_000;
    expect(Date.parse(clock.nextIso())).toBe(first + 1);
  });

  it('follows the wall clock when it moves ahead', () => {
    let now = 1_000;
    const clock = new MonotonicClock(() => now);
    clock.nextIso();
    now = 5_000.7;
    expect(Date.parse(clock.nextIso())).toBe(5_000);
  });
});
