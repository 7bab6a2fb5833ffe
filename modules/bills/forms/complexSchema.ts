import * as yup from 'yup';
import type { FieldDescriptor } from './FieldDescriptor';

type PartSchema = (part: FieldDescriptor, draft: boolean) => yup.ISchema<unknown>;

/** Whether a part holds anything: false switches, empty texts, lists and ranges do not. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value === true) return true;
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isFilled);
  return false;
}

/**
 * A complex field's object schema, one entry per part. An optional group may be left empty;
 * once any part is filled (or the group is required) its required parts are asked for, so a
 * half-written trip is caught and an untouched one is not.
 */
export function complexSchema(
  field: FieldDescriptor,
  draft: boolean,
  partSchema: PartSchema,
): yup.ISchema<unknown> {
  const shapeOf = (lenient: boolean) =>
    Object.fromEntries(
      (field.children ?? []).map((part) => [part.name, partSchema(part, lenient)]),
    );
  const strict = yup.object(shapeOf(draft));
  const lenient = yup.object(shapeOf(true));
  return yup.lazy((value: unknown) => (field.required || isFilled(value) ? strict : lenient));
}
