/** docs/flags.md reconnect backoff; the last step repeats for as long as the failure lasts. */
export const RESTART_DELAYS_MS = [1000, 3000, 5000, 7000, 11000, 13000, 30000, 60000] as const;

/** Hands out the next restart delay; a successful start sets it back to the first step. */
export class RestartBackoff {
  private step = 0;

  nextDelay(): number {
    const delay = RESTART_DELAYS_MS[Math.min(this.step, RESTART_DELAYS_MS.length - 1)];
    this.step += 1;
    return delay;
  }

  reset(): void {
    this.step = 0;
  }
}
