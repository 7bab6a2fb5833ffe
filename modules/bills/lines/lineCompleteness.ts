import type { FieldDescriptor } from '../forms/FieldDescriptor';
import type { FieldValues } from '../forms/fieldValues';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/**
 * The required fields a line still lacks, cheaply (no schema run): what the list marks as
 * "needs details". The line form checks formats and bounds itself when it is closed.
 */
export function missingFields(
  fields: readonly FieldDescriptor[],
  values: FieldValues,
): FieldDescriptor[] {
  return fields.filter((field) => field.required && !field.readOnly && isEmpty(values[field.name]));
}
