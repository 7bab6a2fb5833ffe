import * as v from 'valibot';

/**
 * The forgiving field readers every contract is built from. A wrong type reads as absent
 * (empty text, null id, zero time) instead of failing the answer: the server's data is
 * untrusted, and one odd field must not hide a whole bill.
 */

/** Longer text than this is cut: a hostile answer must not blow up a list row. */
export const MAX_TEXT = 500;
const MAX_ID = 200;

/**
 * Any JSON value; an object (not an array) keeps its fields, anything else (absent included)
 * reads as `{}`, so each entry falls back to its own default.
 */
/* @__NO_SIDE_EFFECTS__ */
export function record<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): Record<string, unknown> => (isPlainObject(input) ? input : {})),
      v.object(entries),
    ),
    {},
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text cut to `max` characters; anything else reads as ''. */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max = MAX_TEXT) =>
  v.fallback(
    v.pipe(
      v.string(),
      v.transform((value) => value.slice(0, max)),
    ),
    '',
  );

const idValue = v.union([
  v.pipe(v.number(), v.safeInteger(), v.transform(String)),
  v.pipe(v.string(), v.maxLength(MAX_ID), v.trim(), v.nonEmpty()),
]);

/** An id that must be there: a non-empty string, or a safe integer given as a number. */
export const requiredId = idValue;

/** An id, or null when absent or unusable. */
export const id = v.fallback(v.nullable(idValue), null);

/** An epoch time in ms; absent, negative or not a number reads as 0. */
export const time = v.fallback(v.pipe(v.number(), v.finite(), v.minValue(0)), 0);

/** A count; absent or not a whole non-negative number reads as 0. */
export const count = v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0);

/** One of a vocabulary, or null when absent or unknown. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <const TValue extends string>(
  values: readonly TValue[],
) => v.fallback(v.nullable(v.picklist(values)), null);

/** A boolean that is true only when the answer says `true`. */
export const flag = v.fallback(v.boolean(), false);

/** Any JSON object kept as it is (a form record the editor reads later); else `{}`. */
export const fieldsRecord = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input): Record<string, unknown> => (isPlainObject(input) ? input : {})),
  ),
  {},
);

function readWord(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value
    : undefined;
}

function readNumeric(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * A non-blank word (numbers become text) for sign-in answers, or undefined; longer than `max`
 * reads as absent, not clipped: a cut token or id would be worse than none. Plain transforms,
 * not unions: these are on the sign-in path, where every byte counts.
 */
export const word = /* @__NO_SIDE_EFFECTS__ */ (max = 256) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => readWord(value, max)),
    ),
  );

/** A finite number, or a numeric string read as one; else undefined. */
export const numeric = v.optional(v.pipe(v.unknown(), v.transform(readNumeric)));
