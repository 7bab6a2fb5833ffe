/** docs/architecture.md: identical requests started within this many ms share one call. */
const SHARE_MS = 1000;

/**
 * Which of a store's reads its flags follow. A screen that opens shares a read already on its
 * way only while that read is young: an older one may never answer (a lost connection, a hung
 * server), and a person who leaves and comes back gets a read of their own instead of a spinner
 * for good. The newest read's outcome is the one shown; an older failure shows nothing.
 */
export class ReadTurns {
  private serial = 0;
  private startedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether a screen opening now should wait on the read in flight instead of asking again. */
  sharesInFlight(isFetching: boolean): boolean {
    return isFetching && this.now() - this.startedAt < SHARE_MS;
  }

  /** Starts a read; the function it gives says whether that read is still the newest. */
  start(): () => boolean {
    const serial = ++this.serial;
    this.startedAt = this.now();
    return () => serial === this.serial;
  }
}
