import type { BillFormType, BillScene, BillState } from '../types';

/** docs/bills-and-workflow.md search fields: a bill's name (its title) or its code. */
export const SEARCH_FIELDS = ['title', 'code'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Apps a system-generated bill may come from; `null` (any) and 'none' (staff-written) aside. */
export const KNOWN_APP_IDS = ['hose-mall', 'hose-trip'] as const;
export type AppIdFilter = null | 'none' | string;

/** docs/bills-and-workflow.md bill query filters; null or empty text means "any". */
export interface BillFilters<S extends string> {
  state: S | null;
  scene: BillScene | null;
  formType: BillFormType | null;
  appId: AppIdFilter;
  submitterName: string;
  /** A staff id: bills waiting at a node this person owns. */
  nodeOwner: string | null;
  searchField: SearchField;
  searchText: string;
}

export type MyBillFilters = BillFilters<BillState>;

export function emptyFilters<S extends string>(): BillFilters<S> {
  return {
    state: null,
    scene: null,
    formType: null,
    appId: null,
    submitterName: '',
    nodeOwner: null,
    searchField: 'title',
    searchText: '',
  };
}

/** Page sizes the pagination offers; 10 is the spec's default. */
export const PAGE_SIZES = [10, 20, 50] as const;
