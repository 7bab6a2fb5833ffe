/**
 * Readers for JSON that admins, definition files and SDKs hand us. The types in ./types describe
 * well-formed data only; these let the evaluator look at what is really there and never throw.
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

const EMPTY_RECORD: JsonRecord = Object.freeze({});

/** The value if it is a plain JSON object, else an empty one, so property reads stay safe. */
export function asRecord(value: unknown): JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonRecord)
    : EMPTY_RECORD;
}

/** The value if it is an array, else an empty one: a missing list means "nothing listed". */
export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The value if it is a string, else null (what .NET would have deserialized a missing one to). */
export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
