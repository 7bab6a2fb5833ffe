export { createListQuery, MAX_FIELD_LIST, MAX_FILTER_LENGTH } from './createListQuery';
export type { ListQueryBuilder } from './createListQuery';
export type {
  FilterLiteral,
  ListQueryBody,
  ListQueryLimit,
  ListQueryOrder,
  SortOrder,
} from './ListQueryBody';
export { ListQueryError } from './ListQueryError';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageLimit } from './pageLimit';
