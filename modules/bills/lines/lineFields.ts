import { specificationFieldsSchema } from '@contracts/bills/specificationFields';
import { parse } from '@contracts/core/parse';
import { descriptorOf } from '../forms/descriptorOf';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { lineMessages } from './lineMessages';

/** The form key of a line's invoice photos; each becomes an invoice with its file. */
export const PHOTOS_FIELD = 'invoicePhotos';
/** Set by the line itself (its fee type) or computed (its form): never a field of the line form. */
const NOT_LINE_FIELDS = new Set(['feeTypeId', 'feeTypeForm']);

/** The bill specification's `details` field (its lines), read by the contract; none without. */
function detailsOf(specificationFields: unknown) {
  const { fields } = parse(specificationFieldsSchema, specificationFields);
  return fields.find((field) => field.name === 'details');
}

/**
 * What every line asks for whatever its fee type (amount, date, reason, files), from the bill
 * specification's `details` field; its own parts only (the first of a name), the fee type adds
 * the rest.
 */
export function lineBaseFields(specificationFields: unknown): FieldDescriptor[] {
  const names = new Set<string>();
  return (detailsOf(specificationFields)?.parts ?? [])
    .filter(({ name }) => !NOT_LINE_FIELDS.has(name) && !names.has(name) && names.add(name))
    .map(descriptorOf);
}

/** Whether the specification edits its lines (an expense-like bill type). */
export function hasLines(specificationFields: unknown): boolean {
  return detailsOf(specificationFields) !== undefined;
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
