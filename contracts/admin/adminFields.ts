import * as v from 'valibot';

/** Admin texts (names, codes) are cut at this length. */
export const ADMIN_TEXT = 256;

/**
 * An admin record's id: a non-empty text (cut); its entry is unusable without it. Not built on
 * `text()`: an object reads a missing key straight from a schema's fallback, so a required field
 * must have none.
 */
export const adminId = v.pipe(
  v.string(),
  v.nonEmpty('id is required'),
  v.transform((value) => value.slice(0, ADMIN_TEXT)),
);

/** `active` is true unless the answer says exactly `false`. */
export const activeUnlessFalse = v.fallback(v.boolean(), true);

/** A list of ids or words: the texts kept, anything else (numbers, records) left out. */
export const textList = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.filter((item): item is string => typeof item === 'string')),
  ),
  () => [],
);
