/** A value a filter clause compares with (docs/architecture.md `==` and `.in`). */
export type FilterLiteral = string | number | boolean | null;

export type SortOrder = 'asc' | 'desc' | 'ASC' | 'DESC';

export interface ListQueryOrder {
  value: string;
  order: 'ASC' | 'DESC';
}

export interface ListQueryLimit {
  start: number;
  count: number;
}

/**
 * The body every list call accepts (mocks-server/bills/README.md "List query"): absent fields
 * mean "no filter", "the server's default order", "whole items" and "no expansion".
 */
export interface ListQueryBody {
  filterBy?: string;
  orderBy?: ListQueryOrder[];
  limit: ListQueryLimit;
  select?: string;
  dims?: string;
}
