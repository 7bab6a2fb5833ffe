import type {
  FilterLiteral,
  ListQueryBody,
  ListQueryLimit,
  ListQueryOrder,
  SortOrder,
} from './ListQueryBody';
import { ListQueryError } from './ListQueryError';
import { checkPath, quoteString, writeLiteral } from './filterSyntax';
import { DEFAULT_PAGE_SIZE, pageLimit } from './pageLimit';

/** The backend refuses longer filters (mocks-server/bills/query/parseFilter.ts). */
export const MAX_FILTER_LENGTH = 4000;
/** The backend refuses longer select and dims lists. */
export const MAX_FIELD_LIST = 50;

const ORDERS: Readonly<Record<string, 'ASC' | 'DESC'>> = {
  asc: 'ASC',
  ASC: 'ASC',
  desc: 'DESC',
  DESC: 'DESC',
};

/**
 * docs/architecture.md query builder, shared by every list. Immutable: each call returns a new builder, so
 * a page can keep a base query and derive per-tab ones. Clauses are joined with `&&`.
 */
export interface ListQueryBuilder {
  /** `path.in(v1, v2, …)`. An empty list throws: the backend has no `in()` and dropping the clause would widen the result. */
  in(path: string, values: readonly FilterLiteral[]): ListQueryBuilder;
  /** `path.contains("text")`; the backend ignores case. An empty text still excludes null fields. */
  contains(path: string, text: string): ListQueryBuilder;
  /** `path == literal`; strict on the backend (`1` is not `"1"`). */
  eq(path: string, value: FilterLiteral): ListQueryBuilder;
  /** Adds a sort key after the earlier ones; the same path again changes its order in place. */
  orderBy(path: string, order: SortOrder): ListQueryBuilder;
  /** Fields to keep in each item (the backend adds `id`); an empty list means whole items. */
  select(fields: readonly string[]): ListQueryBuilder;
  /** Reference paths to expand into records (docs/architecture.md field expansion); empty means none. */
  dims(paths: readonly string[]): ListQueryBuilder;
  /** See pageLimit: page below 1 or not whole → 1, size clamped to 1..1000. */
  page(page: number, pageSize?: number): ListQueryBuilder;
  toBody(): ListQueryBody;
}

interface QueryState {
  readonly clauses: readonly string[];
  readonly orders: readonly ListQueryOrder[];
  readonly select: readonly string[];
  readonly dims: readonly string[];
  readonly limit: ListQueryLimit;
}

const EMPTY: QueryState = {
  clauses: [],
  orders: [],
  select: [],
  dims: [],
  limit: { start: 0, count: DEFAULT_PAGE_SIZE },
};

export function createListQuery(): ListQueryBuilder {
  return builderOf(EMPTY);
}

function builderOf(state: QueryState): ListQueryBuilder {
  const next = (change: Partial<QueryState>) => builderOf({ ...state, ...change });
  const withClause = (clause: string) => {
    const clauses = [...state.clauses, clause];
    if (clauses.join(' && ').length > MAX_FILTER_LENGTH) {
      throw new ListQueryError(`The filter would be longer than ${MAX_FILTER_LENGTH} characters`);
    }
    return next({ clauses });
  };
  return Object.freeze({
    in(path: string, values: readonly FilterLiteral[]) {
      const field = checkPath(path, 'in');
      if (!Array.isArray(values)) throw new ListQueryError(`in: ${field} needs a list of values`);
      if (values.length === 0) {
        throw new ListQueryError(
          `in: ${field} needs at least one value (the backend has no empty in())`,
        );
      }
      // Array.from visits holes, which map would skip and join would write as empty literals.
      const literals = Array.from(values, (value: unknown) => writeLiteral(value, `in: ${field}`));
      return withClause(`${field}.in(${literals.join(',')})`);
    },
    contains(path: string, text: string) {
      const field = checkPath(path, 'contains');
      if (typeof text !== 'string') throw new ListQueryError(`contains: ${field} takes a string`);
      return withClause(`${field}.contains(${quoteString(text)})`);
    },
    eq(path: string, value: FilterLiteral) {
      const field = checkPath(path, 'eq');
      return withClause(`${field} == ${writeLiteral(value, `eq: ${field}`)}`);
    },
    orderBy(path: string, order: SortOrder) {
      const value = checkPath(path, 'orderBy');
      const upper =
        typeof order === 'string' && Object.hasOwn(ORDERS, order) ? ORDERS[order] : null;
      if (!upper) {
        throw new ListQueryError(
          `orderBy: the order must be asc, desc, ASC or DESC, not ${typeof order === 'string' ? JSON.stringify(order) : `a ${typeof order}`}`,
        );
      }
      const clause = { value, order: upper };
      const at = state.orders.findIndex((existing) => existing.value === value);
      const orders =
        at < 0 ? [...state.orders, clause] : state.orders.map((o, i) => (i === at ? clause : o));
      return next({ orders });
    },
    select(fields: readonly string[]) {
      return next({ select: fieldList(fields, 'select') });
    },
    dims(paths: readonly string[]) {
      return next({ dims: fieldList(paths, 'dims') });
    },
    page(page: number, pageSize: number = DEFAULT_PAGE_SIZE) {
      return next({ limit: pageLimit(page, pageSize) });
    },
    toBody() {
      return toBody(state);
    },
  });
}

function fieldList(fields: readonly string[], where: string): string[] {
  if (!Array.isArray(fields)) throw new ListQueryError(`${where} takes a list of field paths`);
  if (fields.length > MAX_FIELD_LIST) {
    throw new ListQueryError(`${where} takes at most ${MAX_FIELD_LIST} field paths`);
  }
  return [...new Set(Array.from(fields, (field: unknown) => checkPath(field, where)))];
}

function toBody(state: QueryState): ListQueryBody {
  const body: ListQueryBody = { limit: { ...state.limit } };
  if (state.clauses.length > 0) body.filterBy = state.clauses.join(' && ');
  if (state.orders.length > 0) body.orderBy = state.orders.map((order) => ({ ...order }));
  if (state.select.length > 0) body.select = state.select.join(',');
  if (state.dims.length > 0) body.dims = state.dims.join(',');
  return body;
}
