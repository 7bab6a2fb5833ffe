import * as v from 'valibot';
import { flag, id, isPlainObject, MAX_TEXT, record, requiredId, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { itemsOf } from '../core/page';

/** A staff or department named by id; without an id it is no one. */
const namedRefSchema = record({ id: requiredId, name: text() });

/** A value column of a data-link entity; without a name there is nothing to look up. */
const dataLinkFieldSchema = v.pipe(
  record({
    name: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.transform((name) => name.slice(0, MAX_TEXT)),
    ),
    label: text(),
    type: text(),
  }),
  v.transform((field) => ({ ...field, label: field.label || field.name })),
);

/** The record's values: texts (cut), finite numbers and booleans; anything else left out. */
const dataLinkValuesSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => {
      const values: Record<string, string | number | boolean> = {};
      for (const [key, value] of Object.entries(isPlainObject(input) ? input : {})) {
        if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
          values[key] = value;
        } else if (typeof value === 'string') {
          values[key] = value.slice(0, MAX_TEXT);
        }
      }
      return values;
    }),
  ),
  {},
);

/** A count the answer may leave out (hideUseCount): null, not 0, when absent or unusable. */
const optionalCount = v.fallback(
  v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  null,
);

/** Data-link list (docs/bills-and-workflow.md): one record with its entity, visibility and owner. */
export const dataLinkRowSchema = v.pipe(
  record({
    id: requiredId,
    name: text(),
    code: text(),
    entity: record({
      id,
      name: text(),
      type: text(),
      fields: listOf('entity.fields', dataLinkFieldSchema),
    }),
    visibility: record({
      fullVisible: flag,
      staffs: listOf('visibility.staffs', namedRefSchema),
      departments: listOf('visibility.departments', namedRefSchema),
    }),
    owner: v.fallback(v.nullable(namedRefSchema), null),
    useCount: optionalCount,
    values: dataLinkValuesSchema,
  }),
  v.transform(({ entity: { type, ...entity }, ...row }) => ({
    ...row,
    entity: { ...entity, id: entity.id ?? '', isPrivateCar: type === 'PRIVATE_CAR' },
  })),
);

/** `GET /v1/flow/flows/:id/dataLinks`. */
export const dataLinksAnswerSchema = itemsOf('items', dataLinkRowSchema);
