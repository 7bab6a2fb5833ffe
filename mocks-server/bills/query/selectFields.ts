/**
 * Keeps only the given dotted paths of a record, nested as they were; paths that lead nowhere
 * are left out rather than answered as null.
 */
export function selectFields(record: object, paths: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = record;
    for (const key of keys) {
      source = isRecord(source) && Object.hasOwn(source, key) ? source[key] : undefined;
    }
    if (source === undefined) continue;
    let target = result;
    keys.slice(0, -1).forEach((key) => {
      if (!isRecord(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    });
    target[keys[keys.length - 1]] = structuredClone(source);
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
