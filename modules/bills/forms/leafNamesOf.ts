import type { FieldDescriptor } from './FieldDescriptor';

/**
 * The form-state paths that carry their own message, in form order: a field's name, or
 * `<field>.<part>` for each part of a complex field (the group itself has no message).
 */
export function leafNamesOf(fields: readonly FieldDescriptor[]): string[] {
  return fields.flatMap((field) =>
    field.kind === 'complex'
      ? (field.children ?? []).map((part) => `${field.name}.${part.name}`)
      : [field.name],
  );
}
