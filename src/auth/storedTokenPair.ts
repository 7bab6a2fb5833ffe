import type { TokenPair } from './TokenPair';
import { isJsonObject, readField, readNumber, readText } from './readValue';

// JWTs of a few kilobytes are normal; anything far beyond is not a token.
const MAX_TOKEN_LENGTH = 16_384;

const token = (source: unknown, snake: string, camel: string) =>
  readText(readField(source, snake) ?? readField(source, camel), MAX_TOKEN_LENGTH);

/**
 * A stored pair (written by this app, in ms) must carry its expiry: else its age is unknown.
 * Read by hand rather than through the token contract: it is this app's own storage, read on
 * every start, and the schema library then stays out of the first screen's script.
 */
export function parseStoredTokenPair(data: unknown): TokenPair | undefined {
  if (!isJsonObject(data)) return undefined;
  const access = token(data, 'access_token', 'accessToken');
  const refresh = token(data, 'refresh_token', 'refreshToken');
  const expiresIn = readNumber(data.expires_in ?? data.expiresIn);
  const expiresAt = readNumber(data.expires_at ?? data.expiresAt);
  if (!access || !refresh || expiresIn === undefined || expiresIn < 0) return undefined;
  if (expiresAt === undefined || expiresAt <= 0) return undefined;
  const idToken = token(data, 'id_token', 'idToken');
  return {
    access_token: access,
    refresh_token: refresh,
    ...(idToken ? { id_token: idToken } : {}),
    expires_in: expiresIn,
    expires_at: expiresAt,
  };
}
