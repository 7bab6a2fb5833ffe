import type { ListQueryLimit } from './ListQueryBody';

/** docs/architecture.md: default page size 10. */
export const DEFAULT_PAGE_SIZE = 10;
/** The backend refuses larger pages (mocks-server/bills/README.md). */
export const MAX_PAGE_SIZE = 1000;

/**
 * docs/architecture.md `limit((page-1)*pageSize, pageSize)`, page at least 1. Page values from the address
 * bar are untrusted, so nothing here throws: a page below 1 or not whole is page 1, a size is
 * clamped to 1..1000 (NaN is the default 10, a fraction is floored), and a page so large that
 * the start would lose integer precision is capped.
 */
export function pageLimit(page: number, pageSize: number = DEFAULT_PAGE_SIZE): ListQueryLimit {
  const count =
    typeof pageSize !== 'number' || Number.isNaN(pageSize)
      ? DEFAULT_PAGE_SIZE
      : Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));
  const lastPage = Math.floor(Number.MAX_SAFE_INTEGER / count) + 1;
  const whole = Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1;
  return { start: (whole - 1) * count, count };
}
