import { parseOrNull } from '@contracts/core/parse';
import type { TokenPairWire } from '@contracts/session/identityProvider';
import { tokenPairSchema } from '@contracts/session/tokenPair';

/** Identity-provider tokens. `expires_at` is epoch milliseconds, computed when not given. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  /** Lifetime in seconds as the provider gave it. */
  expires_in: number;
  expires_at: number;
}

// An expiry below this is in seconds (ms timestamps passed it in 2001).
const SECONDS_LIMIT = 1e12;

/**
 * Reads a token answer's `data` (snake_case as OAuth has it, camelCase accepted), or undefined
 * when it is not a usable pair. Providers give `expires_at` in seconds or ms; both are read.
 */
export function parseTokenPair(data: unknown, nowMs: number): TokenPair | undefined {
  const read = parseOrNull(tokenPairSchema, data);
  return read ? datedPair(read, nowMs) : undefined;
}

/** The pair with its expiry in epoch ms: the provider's, else now plus its lifetime. */
export function datedPair({ pair, givenAt }: TokenPairWire, nowMs: number): TokenPair {
  const expiresAt =
    givenAt === undefined
      ? nowMs + pair.expires_in * 1000
      : givenAt < SECONDS_LIMIT
        ? givenAt * 1000
        : givenAt;
  return { ...pair, expires_at: expiresAt };
}
