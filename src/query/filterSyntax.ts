import { ListQueryError } from './ListQueryError';
import { plainNumber } from './plainNumber';

const FIELD_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
/** The backend's tokenizer reads these bare words as literals, so they cannot name a field. */
const KEYWORDS = new Set(['true', 'false', 'null']);
/** Longer paths are never real fields; the cap keeps a hostile one out of the request. */
const MAX_PATH_LENGTH = 200;

/** A dotted field path, checked before it is written into a filter or sent as select/dims. */
export function checkPath(path: unknown, where: string): string {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH || !FIELD_PATH.test(path)) {
    throw new ListQueryError(`${where}: ${describe(path)} is not a dotted field path`);
  }
  if (KEYWORDS.has(path)) {
    throw new ListQueryError(`${where}: ${path} is a literal keyword, not a field path`);
  }
  return path;
}

/** A string literal in double quotes: only the quote and the backslash need escaping. */
export function quoteString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * A literal as the backend's tokenizer reads it. Numbers are written in plain notation
 * (`-?digits(.digits)?`) because the tokenizer knows no exponent: 1e21 becomes 21 digits.
 */
export function writeLiteral(value: unknown, where: string): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quoteString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new ListQueryError(`${where}: ${String(value)} cannot be compared`);
    }
    return Object.is(value, -0) ? '0' : plainNumber(value);
  }
  throw new ListQueryError(`${where}: a ${typeof value} is not a string, number, boolean or null`);
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `a ${value === null ? 'null' : typeof value}`;
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}
