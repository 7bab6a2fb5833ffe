/** Small readers for untrusted answers: a wrong type reads as absent instead of throwing. */
export type Fields = Record<string, unknown>;

/** Longer text than this is cut: a hostile answer must not blow up a list row. */
const MAX_TEXT = 500;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fieldsOf(value: unknown): Fields {
  return isFields(value) ? value : {};
}

export function readText(fields: Fields, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
}

/** An id: a non-empty string, or a safe integer given as a number. */
export function readId(fields: Fields, key: string): string | null {
  const value = fields[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) return null;
  return value.trim();
}

export function readTime(fields: Fields, key: string): number {
  const value = fields[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

export function readCount(fields: Fields, key: string): number {
  const value = fields[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

export function readList(fields: Fields, key: string): unknown[] {
  const value = fields[key];
  return Array.isArray(value) ? value : [];
}

export function readOneOf<T extends string>(
  fields: Fields,
  key: string,
  allowed: readonly T[],
): T | null {
  const value = fields[key];
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

/** Ids from a list, bad entries dropped. */
export function readIds(fields: Fields, key: string): string[] {
  return readList(fields, key).flatMap((entry) => {
    const id = readId({ id: entry }, 'id');
    return id ? [id] : [];
  });
}
