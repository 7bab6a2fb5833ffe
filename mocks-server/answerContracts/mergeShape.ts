const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One value with every field any of the two carried: objects merged field by field, a list as one
 * entry that has what any entry had. Enough to ask later whether a field was ever sent, without
 * keeping every answer of a long run.
 */
export function mergeShape(known: unknown, next: unknown): unknown {
  if (Array.isArray(known) || Array.isArray(next)) {
    const items = [...(Array.isArray(known) ? known : []), ...(Array.isArray(next) ? next : [])];
    return items.length === 0 ? [] : [items.reduce((merged, item) => mergeShape(merged, item))];
  }
  if (isRecord(known) && isRecord(next)) {
    const merged: Record<string, unknown> = { ...known };
    for (const [key, value] of Object.entries(next)) merged[key] = mergeShape(known[key], value);
    return merged;
  }
  return next === undefined || next === null ? known : next;
}
