import * as v from 'valibot';
import { isPlainObject, MAX_TEXT, record } from '../core/fields';
import { listOf } from '../core/listOf';

const MAX_ID = 200;
/** No picker shows more: the rest of a longer answer is not read. */
const MAX_ITEMS = 1000;

/** Selection query field lists (docs/bills-and-workflow.md) (id first: a choice needs one). */
export const REF_SELECTIONS = {
  named: ['id', 'name', 'enName', 'code'],
  staff: ['id', 'name', 'enName', 'code', 'email', 'cellphone', 'note'],
  bankAccount: ['id', 'name', 'type', 'icon', 'bank', 'unionBank', 'cardNo', 'branch'],
  settlement: ['id', 'name', 'enName', 'code', 'opportunity'],
} as const;
export type RefSelection = keyof typeof REF_SELECTIONS;

/** A record's id as text: a non-empty string (kept as sent), or a whole number some archives use. */
const refId = v.union([
  v.pipe(v.number(), v.safeInteger(), v.transform(String)),
  v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_ID)),
]);

/** A selection field: a non-blank text or number, trimmed and cut; null when absent or blank. */
const refText = v.fallback(
  v.nullable(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite())]),
      v.transform((value) => String(value).trim().slice(0, MAX_TEXT) || null),
    ),
  ),
  null,
);

/* @__NO_SIDE_EFFECTS__ */
function refRecordOf(selection: readonly string[]) {
  const texts = Object.fromEntries(
    selection.filter((key) => key !== 'id').map((key) => [key, refText] as const),
  );
  return record({ id: refId, ...texts });
}

/**
 * A lookup answer of one entity family (mocks-server/specifications/README.md): its records under
 * `items` (or `value`), each with an id and the family's selection fields.
 */
/* @__NO_SIDE_EFFECTS__ */
function refAnswerOf(selection: readonly string[]) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      const fields = isPlainObject(input) ? input : {};
      const own = (key: string) => (Object.hasOwn(fields, key) ? fields[key] : undefined);
      return { items: own('items') ?? own('value') };
    }),
    v.object({
      items: v.pipe(
        v.unknown(),
        v.check(Array.isArray, 'items must be a list'),
        v.transform((items) => (items as unknown[]).slice(0, MAX_ITEMS)),
        listOf('items', refRecordOf(selection)),
      ),
    }),
  );
}

/** The lookup answer of each selection list. */
export const REF_ANSWERS = {
  named: refAnswerOf(REF_SELECTIONS.named),
  staff: refAnswerOf(REF_SELECTIONS.staff),
  bankAccount: refAnswerOf(REF_SELECTIONS.bankAccount),
  settlement: refAnswerOf(REF_SELECTIONS.settlement),
};
