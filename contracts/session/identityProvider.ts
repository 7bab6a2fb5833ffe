import * as v from 'valibot';
import { record, word } from '../core/fields';
import { tokenPairSchema } from './tokenPair';

/**
 * The provider's own error code and message, in `error.code/message` or flat; read from a failed
 * answer, and from a 200 that carries an error instead of what was asked.
 */
export const providerErrorSchema = v.pipe(
  record({
    error: record({ code: word(), message: word(1000) }),
    code: word(),
    message: word(1000),
  }),
  v.transform(({ error, code, message }) => ({
    code: error.code ?? code,
    message: error.message ?? message,
  })),
);

/** A pair as the token contract reads it, before the app dates it. */
export type TokenPairWire = v.InferOutput<typeof tokenPairSchema>;

/** docs/sign-in-and-hosts.md `POST /api/idp/public/oauth2/token`: `{ data: <token pair> }`. */
export const tokenAnswerSchema = record({ data: tokenPairSchema });

const MAX_CODE_LENGTH = 4096;

/** A non-blank code (a number becomes text); a longer one is not a code, rather than a cut one. */
const authCode = v.pipe(
  v.unknown(),
  v.transform((value) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
  ),
  v.string('data.code is required'),
  v.check((code) => code.trim() !== '', 'data.code is blank'),
  v.maxLength(MAX_CODE_LENGTH, 'data.code is too long'),
);

/** docs/sign-in-and-hosts.md `POST /api/idp/public/oauth2/authorize`: `{ data: { code } }`. */
export const authorizeAnswerSchema = v.pipe(
  record({ data: record({ code: authCode }) }),
  v.transform(({ data }) => data.code),
);

/**
 * The id_token's payload, as far as the app reads it: whom to re-authorize. Untrusted (the
 * signature is not checked), so only these three words are kept, each left out when unusable.
 */
export const idTokenClaimsSchema = v.pipe(
  record({ userId: word(), corpId: word(), staffId: word() }),
  v.transform(({ userId, corpId, staffId }) => ({
    ...(userId ? { userId } : {}),
    ...(corpId ? { corpId } : {}),
    ...(staffId ? { staffId } : {}),
  })),
);
