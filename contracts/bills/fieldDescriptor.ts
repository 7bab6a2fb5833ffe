import * as v from 'valibot';
import { FORM_SECTIONS, FORMAT_TYPES } from '../billVocabulary';
import { flag, isPlainObject, oneOf } from '../core/fields';
import { listOf } from '../core/listOf';
import {
  countUpTo,
  decimalBound,
  descriptorCurrency,
  entityName,
  fieldName,
  label,
  optionalOf,
  recordIfSent,
  saysFalse,
  scale,
} from './descriptorFields';
import { fieldOptionsSchema } from './fieldOptions';

/** More parts than any complex field has: the rest of a hostile list is dropped. */
const MAX_PARTS = 50;

const typeName = label(40);
const elemType = recordIfSent({ type: typeName, entity: entityName });
const dataTypeEntries = { type: typeName, entity: entityName, elemType };

const descriptorEntries = {
  name: fieldName,
  /** Another spelling of `name`, read when `name` is unusable. */
  field: v.optional(fieldName),
  label: label(),
  enLabel: label(),
  /** `{type, entity, elemType}`; without it, a bare top-level `type` is the data type. */
  dataType: recordIfSent(dataTypeEntries),
  type: v.optional(typeName),
  entity: v.optional(entityName),
  elemType,
  format: optionalOf(v.picklist(FORMAT_TYPES)),
  formatType: optionalOf(v.picklist(FORMAT_TYPES)),
  required: flag,
  /** `optional: false` makes the field required, as `required: true` does. */
  optional: saysFalse,
  readOnly: flag,
  /** `editable: false` makes the field read-only, as `readOnly: true` does. */
  editable: saysFalse,
  allowNegative: optionalOf(v.boolean()),
  negative: optionalOf(v.boolean()),
  multiline: optionalOf(v.boolean()),
  withTime: optionalOf(v.boolean()),
  min: decimalBound,
  max: decimalBound,
  minLength: countUpTo(),
  maxLength: countUpTo(),
  scale,
  options: fieldOptionsSchema,
  currency: descriptorCurrency,
  section: oneOf(FORM_SECTIONS),
};

type DescriptorRead = v.InferOutput<v.ObjectSchema<typeof descriptorEntries, undefined>>;

/** The descriptor as the form reads it: one spelling of each field, absent ones left out. */
function descriptorOf(read: DescriptorRead) {
  const dataType = read.dataType ?? { type: read.type ?? '', entity: read.entity ?? '' };
  const elem = read.dataType ? read.dataType.elemType : read.elemType;
  const optional = {
    enLabel: read.enLabel || undefined,
    format: read.format ?? read.formatType,
    min: read.min || undefined,
    max: read.max || undefined,
    minLength: read.minLength,
    maxLength: read.maxLength,
    scale: read.scale,
    options: read.options,
    currency: read.currency,
    section: read.section ?? undefined,
  };
  const name = read.name || read.field || '';
  return {
    name,
    label: read.label || name,
    dataType: {
      type: dataType.type,
      ...(dataType.entity && { entity: dataType.entity }),
      ...(elem && { elemType: { type: elem.type, ...(elem.entity && { entity: elem.entity }) } }),
    },
    required: read.required || read.optional === true,
    readOnly: read.readOnly || read.editable === true,
    allowNegative: read.allowNegative === true || read.negative === true,
    multiline: read.multiline === true,
    withTime: read.withTime === true,
    ...(Object.fromEntries(
      Object.entries(optional).filter(([, value]) => value !== undefined),
    ) as Partial<typeof optional>),
  };
}

const toObject = v.transform((input: unknown): Record<string, unknown> =>
  isPlainObject(input) ? input : {},
);

/** An entry without a usable name fails: the form could not key its value. */
/* @__NO_SIDE_EFFECTS__ */
function hasName<TRead extends { name: string; field?: string }>() {
  return v.check<TRead, string>(
    (read) => Boolean(read.name || read.field),
    'no usable name (a plain identifier of at most 64 characters)',
  );
}

/** A part of a complex field: a plain field, its own parts never read (one level deep). */
const fieldPartSchema = v.pipe(
  v.unknown(),
  toObject,
  v.object(descriptorEntries),
  hasName<DescriptorRead>(),
  v.transform(descriptorOf),
);
export type FieldPartWire = v.InferOutput<typeof fieldPartSchema>;

const partList = v.optional(
  v.nullable(
    v.pipe(
      v.unknown(),
      v.transform((input) => (Array.isArray(input) ? input.slice(0, MAX_PARTS) : input)),
      listOf('fields', fieldPartSchema),
    ),
  ),
  null,
);

const withParts = v.object({
  ...descriptorEntries,
  fields: partList,
  components: v.optional(partList.wrapped),
});

/**
 * One field of a specification (docs/bills-and-workflow.md `form.Specification.Versioned`
 * components), with a complex field's parts (`fields` or `components`); an entry without a
 * usable name fails. Kinds and entities are the bills module's to decide.
 */
export const fieldDescriptorSchema = v.pipe(
  v.unknown(),
  toObject,
  withParts,
  hasName<v.InferOutput<typeof withParts>>(),
  v.transform((read) => ({ ...descriptorOf(read), parts: read.fields ?? read.components ?? [] })),
);
export type FieldDescriptorWire = v.InferOutput<typeof fieldDescriptorSchema>;
