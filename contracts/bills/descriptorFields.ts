import * as v from 'valibot';
import { record } from '../core/fields';
import { decimalTextOf } from '../money';

/**
 * The forgiving field readers of a specification's field descriptors (fieldDescriptor.ts),
 * stricter than core/fields.ts where a descriptor needs it: a name formik must not read as a
 * path, entity names, decimal bounds.
 */

const MAX_LABEL = 200;
const MAX_COUNT = 100_000;
const MAX_BOUND_LENGTH = 40;
/** The most fraction digits an amount may carry (src/money MAX_SCALE). */
const MAX_SCALE = 20;
/** A plain identifier: formik reads '.' and '[' as paths, and prototype keys are refused. */
const FIELD_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const FORBIDDEN_NAMES = ['__proto__', 'constructor', 'prototype'];
const ENTITY_NAME = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** `schema`'s value, or undefined when absent or unusable: a field the lab need not send. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalOf<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(v.fallback(v.optional(schema), undefined));
}

/** An object's fields read by `entries`, or undefined when absent (`record` reads absent as `{}`). */
/* @__NO_SIDE_EFFECTS__ */
export function recordIfSent<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.optional(record(entries).wrapped);
}

/** A text or a number, trimmed and cut to `max`; blank or anything else reads as ''. */
/* @__NO_SIDE_EFFECTS__ */
export function label(max = MAX_LABEL) {
  return v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim().slice(0, max)),
    ),
    '',
  );
}

/** A field's key: a plain identifier of at most 64 characters, else ''. */
export const fieldName = v.fallback(
  v.pipe(v.string(), v.regex(FIELD_NAME), v.notValues(FORBIDDEN_NAMES)),
  '',
);

/** A referenced entity ('organization.Staff', 'basedata.Dimension.project'), else ''. */
export const entityName = v.fallback(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim().slice(0, MAX_LABEL)),
    v.regex(ENTITY_NAME),
  ),
  '',
);

/** A bound as decimal text: a JSON number is read as the decimal it was written as; else ''. */
export const decimalBound = v.fallback(
  v.pipe(
    v.union([
      v.string(),
      v.pipe(
        v.number(),
        v.transform((value) => decimalTextOf(value) ?? ''),
      ),
    ]),
    v.maxLength(MAX_BOUND_LENGTH),
    v.regex(DECIMAL_TEXT),
  ),
  '',
);

/** A whole number from 0 to `max`, or undefined. */
/* @__NO_SIDE_EFFECTS__ */
export function countUpTo(max = MAX_COUNT) {
  return optionalOf(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max)));
}

/** A scale (fraction digits), or undefined. */
export const scale = countUpTo(MAX_SCALE);

/** True only when the answer says exactly `false` (`optional: false` means required). */
export const saysFalse = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === false),
  ),
);

/** A currency from the specification; a text it lacks reads as '' (the form falls back to CNY's). */
export const descriptorCurrency = optionalOf(
  record({ strCode: label(8), numCode: label(8), symbol: label(8), unit: label(16), scale }),
);
