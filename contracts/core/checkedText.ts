import * as v from 'valibot';
import { MAX_TEXT } from './fields';

/**
 * Text cut to `max` (anything else reads as ''), to pipe into checks: `v.pipe(checkedText(),
 * v.nonEmpty())`. Not `v.pipe(text(), …)`: that pipe keeps `text()`'s fallback, which an object
 * takes for an absent field without running the checks. Here an absent field fails the entry.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkedText(max = MAX_TEXT) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.slice(0, max) : '')),
  );
}
