const KEY = 'expense:sign-in-redirects';
/** Three host redirects within a minute means the host keeps sending us back: stop and say so. */
export const MAX_REDIRECTS = 3;
export const REDIRECT_WINDOW_MS = 60_000;

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function recent(storage: SessionStorageLike, now: number): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (at): at is number =>
        typeof at === 'number' && now - at >= 0 && now - at < REDIRECT_WINDOW_MS,
    );
  } catch {
    return [];
  }
}

/**
 * "SSO again" (docs/sign-in-and-hosts.md: 401 or 412 from a host session) is right once; a host that answers the
 * same way every time would otherwise bounce the page between it and us forever.
 */
export function createRedirectGuard(storage: SessionStorageLike | null, now: () => number) {
  return {
    /** Records the redirect and says whether it may go ahead. */
    allow(): boolean {
      if (!storage) return true;
      const times = recent(storage, now());
      if (times.length >= MAX_REDIRECTS) return false;
      try {
        storage.setItem(KEY, JSON.stringify([...times, now()]));
      } catch {
        // Storage refused: the guard cannot count, so it must not block sign-in.
      }
      return true;
    },
    /** Sign-in succeeded: the next redirect starts a fresh count. */
    reset(): void {
      try {
        storage?.removeItem(KEY);
      } catch {
        // Nothing to forget when storage is unavailable.
      }
    },
  };
}
