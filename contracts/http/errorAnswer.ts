import * as v from 'valibot';

const code = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite())]);
const hides = { hiddenMessage: v.optional(v.boolean()), hideMessage: v.optional(v.boolean()) };

/**
 * One result of a submit's policy check (docs/bills-and-workflow.md): a list led by a
 * `policyCheck` entry, in which any entry with `allowSubmit: false` forbids submitting.
 */
export const policyCheckEntrySchema = v.object({
  type: v.string(),
  allowSubmit: v.boolean(),
  message: v.optional(v.string()),
  field: v.optional(v.string()),
  detailId: v.optional(v.string()),
});

/** The lab's and the identity provider's failed answers: `{ error: { code, message } }`. */
export const errorEnvelopeSchema = v.object({
  error: v.object({ code, message: v.string(), errorCode: v.optional(code), ...hides }),
  ...hides,
});

/** An OAuth failure from the identity provider: `{ error: 'invalid_grant', error_description }`. */
export const oauthErrorAnswerSchema = v.object({
  error: v.pipe(v.string(), v.minLength(1)),
  error_description: v.optional(v.string()),
});

/** A submit the policy check refused: the check's code and its entries as the message. */
export const policyCheckAnswerSchema = v.object({
  errorCode: code,
  message: v.array(policyCheckEntrySchema),
});

/** The flat failed answer of the company API and the private hosts: `{ code?, message | msg }`. */
export const flatErrorAnswerSchema = v.object({
  // An answer with `error` is an envelope: a broken envelope must not pass as a flat answer.
  error: v.optional(v.never()),
  code: v.optional(code),
  errorCode: v.optional(code),
  message: v.optional(v.string()),
  msg: v.optional(v.string()),
  ...hides,
});

/**
 * Every failed answer the shell's HTTP client reads (src/http/readErrorBody.ts, read before any
 * other bundle by a dependency-free reader that a property test proves reads these shapes as
 * they say, docs/http-and-errors.md). The lab's own failed answers are checked against it.
 */
export const errorAnswerSchema = v.union([
  errorEnvelopeSchema,
  oauthErrorAnswerSchema,
  policyCheckAnswerSchema,
  flatErrorAnswerSchema,
]);
