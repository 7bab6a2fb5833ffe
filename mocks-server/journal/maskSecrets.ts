import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { HeaderMap } from './RequestJournal';

const SECRET_NAMES = new Set(['authorization', 'x-haf-staff-grant', 'cookie', 'set-cookie']);
const SECRET_FRAGMENTS = ['token', 'secret', 'password'];

/**
 * The journal is shown to people and pasted into bug reports, so credentials never appear in
 * full; four characters are enough to tell two tokens apart.
 */
export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** Values of four characters or fewer are hidden whole: their prefix would be all of them. */
export function maskValue(value: string): string {
  return value.length > 4 ? `${value.slice(0, 4)}…` : '…';
}

export function maskHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): HeaderMap {
  const masked: HeaderMap = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.map(String) : String(raw);
    if (!isSecretName(name)) masked[name] = value;
    else masked[name] = Array.isArray(value) ? value.map(maskValue) : maskValue(value);
  }
  return masked;
}

/** Query strings carry tokens too (`?accessToken=`), so they get the header rule. */
export function maskQuery(params: URLSearchParams): Record<string, string | string[]> {
  const masked: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params
      .getAll(name)
      .map((value) => (isSecretName(name) ? maskValue(value) : value));
    masked[name] = values.length === 1 ? values[0] : values;
  }
  return masked;
}

/** What stands in for a part of a body nested deeper than the masking walks. */
export const TOO_DEEP_TO_SHOW = '[nested too deep to show]';
/** The parsers refuse deeper bodies; the cap keeps the walk safe for values from anywhere else. */
const MASK_DEPTH_LIMIT = 100;

/** A copy of a parsed body with secret-named fields masked at any depth up to the cap. */
export function maskJson(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MASK_DEPTH_LIMIT) return TOO_DEEP_TO_SHOW;
  if (Array.isArray(value)) return value.map((item: unknown) => maskJson(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      isSecretName(key) && typeof field === 'string'
        ? maskValue(field)
        : maskJson(field, depth + 1),
    ]),
  );
}

// A "name": "value" pair; the value may be cut off by a preview limit, hence the optional quote.
const JSON_STRING_FIELD = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"((?:[^"\\]|\\.)*)("?)/g;

/**
 * Masks secret-named string fields in JSON text that may be cut short, such as a response
 * preview, where parsing is not possible; a token in a response must not reach a bug report.
 */
export function maskJsonText(text: string): string {
  return text.replace(
    JSON_STRING_FIELD,
    (whole, name: string, colon: string, value: string, end: string) =>
      isSecretName(name) ? `"${name}"${colon}"${maskValue(value)}${end}` : whole,
  );
}
