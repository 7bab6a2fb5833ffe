/**
 * A condition value holding a JSON string array (IsOneOf, NotOneOf, segment conditions), read as
 * System.Text.Json's Deserialize<List<string>> would: null elements are allowed, any other
 * non-string element or any syntax error is invalid, and the literal `null` is a null list.
 * FeatBit throws on invalid values; callers here turn that into "no match" instead.
 */
export type JsonStringList =
  { valid: false } | { valid: true; values: readonly (string | null)[] | null };

const INVALID: JsonStringList = { valid: false };

export function parseJsonStringList(json: string): JsonStringList {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return INVALID;
  }
  if (parsed === null) return { valid: true, values: null };
  if (!Array.isArray(parsed)) return INVALID;
  const values: unknown[] = parsed;
  return values.every((value) => value === null || typeof value === 'string')
    ? { valid: true, values: values as (string | null)[] }
    : INVALID;
}
