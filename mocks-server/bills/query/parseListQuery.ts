import { parseFilter } from './parseFilter';
import type { FilterNode } from './parseFilter';
import { badQuery } from './tokenizeFilter';

export interface OrderClause {
  path: string;
  descending: boolean;
}

export interface ListQuery {
  filter: FilterNode | null;
  orderBy: OrderClause[];
  start: number;
  count: number;
  /** Field paths to keep in each item; null keeps everything. */
  select: string[] | null;
  /** Reference fields to expand into their records. */
  dims: string[];
}

/** docs/bills-and-workflow.md: default page size 10; the cap keeps one call from serialising the whole lab. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
const FIELD_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * The query builder's body, checked field by field: `filterBy` (string), `orderBy`
 * ([{value, order}] with ASC or DESC in either case), `limit` ({start, count}), `select` and
 * `dims` (comma-separated string or string array). Anything else in the body is ignored.
 */
export function parseListQuery(body: unknown, defaultOrder: OrderClause): ListQuery {
  const source = isRecord(body) ? body : {};
  if (body !== undefined && body !== null && !isRecord(body))
    throw badQuery('The body must be an object');
  const { filterBy, orderBy, limit, select, dims } = source;
  if (filterBy !== undefined && filterBy !== null && typeof filterBy !== 'string') {
    throw badQuery('filterBy must be a string');
  }
  const orders = orderBy === undefined || orderBy === null ? [] : parseOrderBy(orderBy);
  return {
    filter: typeof filterBy === 'string' ? parseFilter(filterBy) : null,
    orderBy: orders.length > 0 ? orders : [defaultOrder],
    ...parseLimit(limit),
    select: select === undefined || select === null ? null : ['id', ...fieldList(select, 'select')],
    dims: dims === undefined || dims === null ? [] : fieldList(dims, 'dims'),
  };
}

function parseOrderBy(raw: unknown): OrderClause[] {
  const clauses = Array.isArray(raw) ? raw : [raw];
  return clauses.map((clause) => {
    if (!isRecord(clause) || typeof clause.value !== 'string' || !FIELD_PATH.test(clause.value)) {
      throw badQuery('orderBy takes {value, order} entries with a field path as value');
    }
    const order = clause.order ?? 'ASC';
    if (typeof order !== 'string' || !/^(asc|desc)$/i.test(order)) {
      throw badQuery(`orderBy order must be ASC or DESC, not ${JSON.stringify(order)}`);
    }
    return { path: clause.value, descending: order.toUpperCase() === 'DESC' };
  });
}

function parseLimit(raw: unknown): { start: number; count: number } {
  if (raw === undefined || raw === null) return { start: 0, count: DEFAULT_PAGE_SIZE };
  if (!isRecord(raw)) throw badQuery('limit must be {start, count}');
  const start = raw.start ?? 0;
  const count = raw.count ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(start) || (start as number) < 0) {
    throw badQuery('limit.start must be a whole number from 0');
  }
  if (!Number.isSafeInteger(count) || (count as number) < 1 || (count as number) > MAX_PAGE_SIZE) {
    throw badQuery(`limit.count must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { start: start as number, count: count as number };
}

/** A comma-separated string or an array of strings, each a dotted field path. */
export function fieldList(raw: unknown, name: string): string[] {
  const parts = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : undefined;
  if (!parts || parts.length > 50)
    throw badQuery(`${name} must be a list of at most 50 field paths`);
  return parts.map((part) => {
    const path = typeof part === 'string' ? part.trim() : '';
    if (!FIELD_PATH.test(path))
      throw badQuery(`${name} has a malformed field path ${JSON.stringify(part)}`);
    return path;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
