/** Field readers shared by the config parsers: a bad field is named in `problems` and falls back. */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function str(
  source: Obj,
  key: string,
  fallback: string | null,
  problems: string[],
  path: string,
) {
  const value = source[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && value.length <= 2048) return value;
  problems.push(`${path}${key} must be a string`);
  return fallback;
}

export function bool(source: Obj, key: string, problems: string[], path: string): boolean {
  const value = source[key];
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  problems.push(`${path}${key} must be true or false`);
  return false;
}

export function section(root: Obj, key: string, problems: string[]): Obj {
  const value = root[key];
  if (value === undefined) return {};
  if (isObj(value)) return value;
  problems.push(`${key} must be an object`);
  return {};
}
