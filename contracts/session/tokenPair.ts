import * as v from 'valibot';
import { numeric, record, word } from '../core/fields';

// JWTs of a few kilobytes are normal; anything far beyond is not a token.
const MAX_TOKEN_LENGTH = 16_384;
const token = word(MAX_TOKEN_LENGTH);

/**
 * Identity-provider tokens (snake_case as OAuth has them, camelCase accepted): usable only with
 * an access token, a refresh token and a non-negative lifetime in seconds. `givenAt` is the
 * provider's `expires_at` (seconds or ms), when it gave one.
 */
export const tokenPairSchema = v.pipe(
  record({
    access_token: token,
    accessToken: token,
    refresh_token: token,
    refreshToken: token,
    id_token: token,
    idToken: token,
    expires_in: numeric,
    expiresIn: numeric,
    expires_at: numeric,
    expiresAt: numeric,
  }),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const access = value.access_token ?? value.accessToken;
    const refresh = value.refresh_token ?? value.refreshToken;
    const expiresIn = value.expires_in ?? value.expiresIn;
    if (!access || !refresh || expiresIn === undefined || expiresIn < 0) {
      addIssue({ message: 'access_token, refresh_token and expires_in are required' });
      return NEVER;
    }
    const idToken = value.id_token ?? value.idToken;
    const givenAt = value.expires_at ?? value.expiresAt;
    return {
      pair: {
        access_token: access,
        refresh_token: refresh,
        ...(idToken ? { id_token: idToken } : {}),
        expires_in: expiresIn,
      },
      givenAt: givenAt !== undefined && givenAt > 0 ? givenAt : undefined,
    };
  }),
);
