/** Small readers for untrusted JSON: they answer undefined instead of throwing. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string (numbers become text); longer than maxLength reads as absent, not clipped. */
export function readText(value: unknown, maxLength = 256): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength)
    return undefined;
  return value;
}

/** A finite number, or a numeric text read as one. */
export function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function readField(source: unknown, key: string): unknown {
  return isJsonObject(source) ? source[key] : undefined;
}

/** Parses JSON that may be corrupt; corrupt reads as absent. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
