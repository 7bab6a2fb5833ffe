/**
 * Epoch-ms stamps that strictly increase, even when the wall clock stands still (two changes in
 * one millisecond) or steps back: clients catch up by asking for "updatedAt > my version".
 */
export class MonotonicClock {
  private last = 0;

  constructor(private readonly now: () => number) {}

  nextIso(): string {
    this.last = Math.max(Math.floor(this.now()), this.last + 1);
    return new Date(this.last).toISOString();
  }
}
