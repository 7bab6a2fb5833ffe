import { createListQuery } from '@shell/query';
import type { FilterAddress } from '@shell/store';

export const RULE_PAGE_SIZE = 10;

/**
 * docs/admin.md rule list filter (active==true, plus name contains when typed) and docs/admin.md paging:
 * page counts from 0, limit {start = page*pageSize, count = pageSize}.
 */
export function ruleSearchBody(name: string, page: number, pageSize = RULE_PAGE_SIZE) {
  const text = name.trim();
  const base = createListQuery().eq('active', true);
  const query = text ? base.contains('name', text) : base;
  const whole = Number.isInteger(page) && page >= 0 ? page : 0;
  return {
    filterBy: query.toBody().filterBy ?? '',
    limit: { start: whole * pageSize, count: pageSize },
  };
}

/** One rule by id, for the edit page (the list call is the only read the spec gives). */
export function ruleByIdBody(id: string) {
  const query = createListQuery().eq('active', true).eq('id', id);
  return { filterBy: query.toBody().filterBy ?? '', limit: { start: 0, count: 1 } };
}

/** The name searched, in the address. */
export const ruleAddress: FilterAddress<{ name: string }> = {
  keys: ['q'],
  write: (filters): Record<string, string> => (filters.name ? { q: filters.name } : {}),
  read: (params) => ({ name: (params.get('q') ?? '').trim().slice(0, 100) }),
};
