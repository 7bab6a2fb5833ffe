import * as v from 'valibot';
import { record } from '../core/fields';

const MAX_MESSAGE = 1000;

/** A code as the hosts write it, text or number; anything else reads as absent. */
const codeLike = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' || typeof value === 'number' ? value : undefined,
    ),
  ),
);

const message = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_MESSAGE) : undefined,
    ),
  ),
);

/**
 * A host's failed answer (DingTalk, Feishu, WeCom…): the error code whatever its shape —
 * `errorCode`, `errcode`, `error.code` or `code`, in that order — and the hosts' own message
 * fields (`errmsg`, `errorMessage`), which the shell's envelope mapping does not know.
 */
export const hostErrorBodySchema = v.pipe(
  record({
    errorCode: codeLike,
    errcode: codeLike,
    error: record({ code: codeLike }),
    code: codeLike,
    errmsg: message,
    errorMessage: message,
  }),
  v.transform((body) => ({
    code: body.errorCode ?? body.errcode ?? body.error.code ?? body.code,
    message: body.errmsg ?? body.errorMessage,
  })),
);
