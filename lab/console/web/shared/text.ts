/** Anything from the network as display text: never markup, never "undefined". */
export const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A list answer's items; any other shape is refused, not trusted. */
export function itemsOf(data: unknown, what: string): Record<string, unknown>[] {
  const items = isRecord(data) ? data.items : undefined;
  if (!Array.isArray(items)) throw new Error(`${what} did not answer a list`);
  return items.filter(isRecord);
}
