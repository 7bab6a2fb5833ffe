import { isJsonObject, readField, readNumber, readText } from './readValue';

/** Identity-provider tokens. `expires_at` is epoch milliseconds, computed when not given. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  /** Lifetime in seconds as the provider gave it. */
  expires_in: number;
  expires_at: number;
}

// JWTs of a few kilobytes are normal; anything far beyond is not a token.
const MAX_TOKEN_LENGTH = 16_384;
// An expiry below this is in seconds (ms timestamps passed it in 2001).
const SECONDS_LIMIT = 1e12;

const token = (source: unknown, snake: string, camel: string) =>
  readText(readField(source, snake) ?? readField(source, camel), MAX_TOKEN_LENGTH);

function readPair(
  data: unknown,
): { pair: Omit<TokenPair, 'expires_at'>; givenAt?: number } | undefined {
  if (!isJsonObject(data)) return undefined;
  const access = token(data, 'access_token', 'accessToken');
  const refresh = token(data, 'refresh_token', 'refreshToken');
  const expiresIn = readNumber(data.expires_in ?? data.expiresIn);
  if (!access || !refresh || expiresIn === undefined || expiresIn < 0) return undefined;
  const idToken = token(data, 'id_token', 'idToken');
  const givenAt = readNumber(data.expires_at ?? data.expiresAt);
  return {
    pair: {
      access_token: access,
      refresh_token: refresh,
      ...(idToken ? { id_token: idToken } : {}),
      expires_in: expiresIn,
    },
    givenAt: givenAt !== undefined && givenAt > 0 ? givenAt : undefined,
  };
}

/**
 * Reads a token answer's `data` (snake_case as OAuth has it, camelCase accepted), or undefined
 * when it is not a usable pair. Providers give `expires_at` in seconds or ms; both are read.
 */
export function parseTokenPair(data: unknown, nowMs: number): TokenPair | undefined {
  const read = readPair(data);
  if (!read) return undefined;
  const { pair, givenAt } = read;
  const expiresAt =
    givenAt === undefined
      ? nowMs + pair.expires_in * 1000
      : givenAt < SECONDS_LIMIT
        ? givenAt * 1000
        : givenAt;
  return { ...pair, expires_at: expiresAt };
}

/** A stored pair (written by this app, in ms) must carry its expiry: else its age is unknown. */
export function parseStoredTokenPair(data: unknown): TokenPair | undefined {
  const read = readPair(data);
  if (!read || read.givenAt === undefined) return undefined;
  return { ...read.pair, expires_at: read.givenAt };
}
