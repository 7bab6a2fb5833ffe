import { ReadTurns } from './ReadTurns';

describe('ReadTurns', () => {
  it('shares a read in flight while it is young, and not once it has aged', () => {
    const clock = { now: 0 };
    const turns = new ReadTurns(() => clock.now);
    expect(turns.sharesInFlight(true)).toBe(false);
    turns.start();
    clock.now = 999;
    expect([turns.sharesInFlight(true), turns.sharesInFlight(false)]).toEqual([true, false]);
    clock.now = 1000;
    expect(turns.sharesInFlight(true)).toBe(false);
  });

  it('tells an older read it is no longer the newest once another starts', () => {
    const turns = new ReadTurns(() => 0);
    const first = turns.start();
    expect(first()).toBe(true);
    const second = turns.start();
    expect([first(), second()]).toEqual([false, true]);
  });
});
