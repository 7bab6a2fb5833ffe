import type { FilterAddress } from '@shell/store';
import { SEARCH_FIELDS, type BillFilters } from './BillFilters';
import { filterPatch, type FilterKey } from './filterPatch';

/** Address parameter → filter control; each value is checked as the control's would be. */
const KEYS: Readonly<Record<string, FilterKey>> = {
  state: 'state',
  scene: 'scene',
  type: 'formType',
  app: 'appId',
  owner: 'nodeOwner',
  submitter: 'submitterName',
};

/**
 * A bill list's filters in the address (a reload or a shared link keeps them): short names,
 * defaults left out, and everything read back through the same checks as the controls, so a
 * tampered address can never reach the query.
 */
export function billFilterAddress<S extends string>(
  states: readonly S[],
): FilterAddress<BillFilters<S>> {
  return {
    keys: [...Object.keys(KEYS), 'field', 'q'],
    write(filters) {
      const params: Record<string, string> = {};
      for (const [param, key] of Object.entries(KEYS)) {
        const value = filters[key];
        if (value) params[param] = value;
      }
      if (filters.searchText) {
        params.q = filters.searchText;
        if (filters.searchField !== 'title') params.field = filters.searchField;
      }
      return params;
    },
    read(params, defaults) {
      let filters = { ...defaults };
      for (const [param, key] of Object.entries(KEYS)) {
        const raw = params.get(param);
        if (raw !== null) filters = { ...filters, ...filterPatch(key, raw, states) };
      }
      const field = SEARCH_FIELDS.find((each) => each === params.get('field'));
      return {
        ...filters,
        ...searchPatch(field ?? 'title', params.get('q') ?? ''),
      };
    },
  };
}

/** A search as a filter change: trimmed, at most 100 characters. */
export function searchPatch(field: BillFilters<string>['searchField'], text: string) {
  return { searchField: field, searchText: text.trim().slice(0, 100) };
}
