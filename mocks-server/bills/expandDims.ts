import type { MockState } from '../data/MockState';
import { findStaff } from '../hosts/staffDirectory';
import { badQuery } from './query/tokenizeFilter';

type Lookup = (state: MockState, corporationId: string, id: string) => unknown;

/** Reference fields `dims` can expand in place, each with the record it expands to. */
const BILL_DIMS: Readonly<Record<string, Lookup>> = {
  'form.submitterId': findStaff,
  lastPrinter: findStaff,
  'form.expenseDepartment': (state, _corporationId, id) =>
    state.departments.find((department) => department.id === id),
};

/** Backlog dims name the bill's fields, with or without the `flow.` prefix. */
export function billDimOf(dim: string, prefix: '' | 'flow.'): string {
  const path = prefix && dim.startsWith(prefix) ? dim.slice(prefix.length) : dim;
  if (!Object.hasOwn(BILL_DIMS, path)) {
    throw badQuery(
      `Unknown dim ${dim}; known: ${Object.keys(BILL_DIMS)
        .map((key) => prefix + key)
        .join(', ')}`,
    );
  }
  return path;
}

/**
 * Replaces each named id with its record, as the product's field expansion does; an id the
 * lab cannot resolve is left as it was. Works on a copy.
 */
export function expandDims(
  bill: object,
  dims: readonly string[],
  state: MockState,
  corporationId: string,
): Record<string, unknown> {
  const copy = structuredClone(bill) as Record<string, unknown>;
  for (const dim of dims) {
    const keys = dim.split('.');
    let holder: Record<string, unknown> | undefined = copy;
    for (const key of keys.slice(0, -1)) {
      const next: unknown = holder?.[key];
      holder =
        typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
    }
    const last = keys[keys.length - 1];
    const id = holder?.[last];
    if (!holder || typeof id !== 'string') continue;
    const record = BILL_DIMS[dim](state, corporationId, id);
    if (record !== undefined) holder[last] = record;
  }
  return copy;
}
