import * as v from 'valibot';
import { isPlainObject } from '../core/fields';
import { listOf } from '../core/listOf';
import { label } from './descriptorFields';

/** More choices than any enum field has: the rest of a hostile list is dropped. */
const MAX_OPTIONS = 500;

/** One choice: a plain text (its own label), or `{value|id|code, label|name, enLabel|enName}`. */
const fieldOptionSchema = v.pipe(
  v.unknown(),
  v.transform((input) =>
    typeof input === 'string' || typeof input === 'number'
      ? { value: input }
      : isPlainObject(input)
        ? input
        : {},
  ),
  v.object({
    value: label(),
    id: v.optional(label()),
    code: v.optional(label()),
    label: label(),
    name: v.optional(label()),
    enLabel: label(),
    enName: v.optional(label()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = dataset.value;
    const value = read.value || read.id || read.code;
    if (!value) return (addIssue({ message: 'an option needs a value' }), NEVER);
    const enLabel = read.enLabel || read.enName;
    return { value, label: read.label || read.name || value, ...(enLabel && { enLabel }) };
  }),
);

/**
 * An enum field's choices, duplicates of a value dropped, unusable ones dropped with a warning;
 * undefined when there is no usable choice (the field is then plain text).
 */
export const fieldOptionsSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (Array.isArray(input) ? input.slice(0, MAX_OPTIONS) : input)),
    listOf('options', fieldOptionSchema),
    v.transform((options) => {
      const values = new Set<string>();
      const unique = options.filter(({ value }) => !values.has(value) && values.add(value));
      return unique.length > 0 ? unique : undefined;
    }),
  ),
  null,
);
