import * as v from 'valibot';
import { isPlainObject, text } from '../core/fields';

/** Print ids are short plain tokens: markup or huge text is no id (it could reach a page). */
const PRINT_ID = /^[\w:.-]{1,200}$/;

/** An id the print pages show or send back; its entry is unusable without it. */
export const printRequiredId = v.pipe(v.string(), v.regex(PRINT_ID));

/** An id, or null when absent or not a plain token. */
export const printId = v.fallback(v.nullable(printRequiredId), null);

/** A count or ms epoch: a whole number ≥ 0, or null when absent or odd. */
export const whole = v.fallback(
  v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  null,
);

/** A staff field: a bare id, or the record `dims` expanded it to; null when neither. */
export const printStaffRef = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const bare = v.safeParse(printRequiredId, value);
      if (bare.success) return { id: bare.output, name: '' };
      const staff = isPlainObject(value) ? value : {};
      const staffId = v.safeParse(printRequiredId, staff.id);
      return staffId.success ? { id: staffId.output, name: v.parse(text(), staff.name) } : null;
    }),
  ),
  null,
);
