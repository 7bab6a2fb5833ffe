type Fields = Record<string, unknown>;

const MAX_TEXT = 200;

/**
 * Readers of a form value (a bill's or a draft's record, which the contracts pass on as it came:
 * its shape is the specification's): own fields only.
 */

/** An object's own fields, or an empty record for anything else (arrays included). */
export function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : {};
}

/** Own properties only: 'constructor' or 'toString' must never come from the prototype. */
export function ownValue(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** A non-blank text, trimmed and capped. */
export function readText(fields: Fields, key: string, max = MAX_TEXT): string | undefined {
  const value = ownValue(fields, key);
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text.slice(0, max);
}
