/** A ref lookup: by ids, or a text search within one entity. */
export interface RefQuery {
  /** Present: answer these records, in this order, and ignore search, start and limit. */
  ids?: string[];
  /** Trimmed; empty matches everything. */
  search: string;
  start: number;
  limit: number;
  entity?: string;
  /** No ref parameter at all: a plain list call. */
  bare: boolean;
}

export type ParsedRefQuery = { ok: true; query: RefQuery } | { ok: false; message: string };

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 1000;
export const MAX_IDS = 1000;
const MAX_TEXT = 200;
const REF_PARAMETERS = ['ids', 'search', 'start', 'limit', 'entity'];

/**
 * Reads `ids`, `search`, `start`, `limit` and `entity` from an untrusted query string (Express
 * gives a string, an array for a repeated name, or an object for bracket syntax).
 */
export function parseRefQuery(raw: Record<string, unknown>): ParsedRefQuery {
  const values = new Map<string, string>();
  for (const name of REF_PARAMETERS) {
    const value = raw[name];
    if (value === undefined) continue;
    if (typeof value === 'string') values.set(name, value);
    else if (name === 'ids' && Array.isArray(value) && value.every((id) => typeof id === 'string'))
      values.set(name, value.join(','));
    else return { ok: false, message: `${name} must be given once, as text` };
  }
  const search = (values.get('search') ?? '').trim();
  const entity = values.get('entity')?.trim();
  if (search.length > MAX_TEXT || (entity?.length ?? 0) > MAX_TEXT) {
    return { ok: false, message: `search and entity are at most ${MAX_TEXT} characters` };
  }
  const start = integerOf(values.get('start'), 0);
  const limit = integerOf(values.get('limit'), DEFAULT_LIMIT);
  if (start === undefined || start > 1_000_000) {
    return { ok: false, message: 'start must be a whole number from 0' };
  }
  if (limit === undefined || limit < 1 || limit > MAX_LIMIT) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}` };
  }
  const rawIds = values.get('ids');
  const ids = rawIds === undefined ? undefined : idsOf(rawIds);
  if (ids && ids.length > MAX_IDS) return { ok: false, message: `at most ${MAX_IDS} ids` };
  return {
    ok: true,
    query: {
      ids,
      search,
      start,
      limit,
      entity: entity === '' ? undefined : entity,
      bare: values.size === 0,
    },
  };
}

/** Comma-separated, trimmed, blanks dropped, each id once in its first place. */
function idsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

function integerOf(text: string | undefined, fallback: number): number | undefined {
  if (text === undefined) return fallback;
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : undefined;
}
