import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { parseFieldDescriptors } from '../forms/FieldDescriptor';
import { fieldsOf } from '../models/readFields';
import { lineMessages } from './lineMessages';

/** The form key of a line's invoice photos; each becomes an invoice with its file. */
export const PHOTOS_FIELD = 'invoicePhotos';
/** Set by the line itself (its fee type) or computed (its form): never a field of the line form. */
const NOT_LINE_FIELDS = new Set(['feeTypeId', 'feeTypeForm']);

/**
 * What every line asks for whatever its fee type (amount, date, reason, files), from the bill
 * specification's `details` field; its own parts only, the fee type adds the rest.
 */
export function lineBaseFields(specificationFields: unknown): FieldDescriptor[] {
  const list = Array.isArray(specificationFields) ? specificationFields : [];
  const details = list.find((raw) => fieldsOf(raw).name === 'details');
  const parsed = parseFieldDescriptors(fieldsOf(details).fields);
  return parsed.fields.filter((field) => !NOT_LINE_FIELDS.has(field.name));
}

/** Whether the specification edits its lines (an expense-like bill type). */
export function hasLines(specificationFields: unknown): boolean {
  return (
    Array.isArray(specificationFields) &&
    specificationFields.some((raw) => fieldsOf(raw).name === 'details')
  );
}

/** Invoice photos, labelled in both locales (enLabel rule). */
export function photoField(): FieldDescriptor {
  return {
    name: PHOTOS_FIELD,
    label: lineMessages['zh-CN'].photos,
    enLabel: lineMessages['en-US'].photos,
    dataType: { type: 'attachment' },
    kind: 'attachment',
    required: false,
    readOnly: false,
    allowNegative: false,
    multiline: false,
    withTime: false,
    maxLength: 9,
  };
}

/** A line's whole form: the base, the fee type's own fields, then its invoice photos. */
export function lineFormFields(
  base: readonly FieldDescriptor[],
  own: readonly FieldDescriptor[],
): FieldDescriptor[] {
  const names = new Set(base.map((field) => field.name));
  return [...base, ...own.filter((field) => !names.has(field.name)), photoField()];
}
