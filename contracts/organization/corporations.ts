import * as v from 'valibot';
import { isPlainObject, record } from '../core/fields';
import { listOf } from '../core/listOf';

/** More than any real group has; a longer list is cut rather than freezing the page. */
export const MAX_CORPORATIONS = 500;
const MAX_ID_LENGTH = 128;
const MAX_NAME_LENGTH = 100;

const corporationId = v.union([
  v.pipe(v.number(), v.safeInteger(), v.transform(String)),
  v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH), v.trim(), v.nonEmpty()),
]);

/** The person's staff id there, when usable; a fallback so the drift test expects it sent. */
const staffId = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID_LENGTH
        ? value.trim()
        : undefined,
    ),
  ),
  () => undefined,
);

const corporationSchema = v.pipe(
  record({
    id: corporationId,
    name: v.pipe(
      v.string(),
      v.transform((name) => name.trim().slice(0, MAX_NAME_LENGTH).trim()),
      v.nonEmpty('name is blank'),
    ),
    staffId,
  }),
  v.transform(({ id, name, staffId: staff }) =>
    staff ? { id, name, staffId: staff } : { id, name },
  ),
);

/**
 * The lab's `GET /account/v2/corporations` (the spec shows the enterprise selection screen, not its
 * call): `{ items: [{ id, name, staffId? }] }`. Items without a usable id or name are dropped with
 * a warning, repeated ids keep the first, names are trimmed and the list is capped.
 */
export const corporationsSchema = v.pipe(
  v.unknown(),
  v.check(isPlainObject, 'the answer must be an object'),
  record({
    items: v.pipe(
      v.unknown(),
      v.check(Array.isArray, 'items must be a list'),
      listOf('items', corporationSchema),
    ),
  }),
  v.transform(({ items }) => {
    const seen = new Set<string>();
    return items
      .filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)))
      .slice(0, MAX_CORPORATIONS);
  }),
);
