function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function normalise(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? value.toString() : value;
  }
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof URLSearchParams) return value.toString();
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => normalise(item, seen));
    if (!isPlainObject(value)) return String(value);
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = normalise(value[key], seen);
    return sorted;
  } finally {
    // Only ancestors count as cycles; the same object twice side by side is fine.
    seen.delete(value);
  }
}

/**
 * JSON with sorted keys, so `{a, b}` and `{b, a}` give the same text; never throws on cycles
 * or BigInt, because it builds identity keys for requests whose shape the caller controls.
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(normalise(value, new WeakSet())) ?? '';
}
