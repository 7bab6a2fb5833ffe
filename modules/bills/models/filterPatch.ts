import { BILL_FORM_TYPES, BILL_SCENES } from '../types';
import type { BillFilters } from './BillFilters';

/** The filters a person sets from a select or a text box. */
export type FilterKey = 'state' | 'scene' | 'formType' | 'appId' | 'nodeOwner' | 'submitterName';

function oneOf<T extends string>(raw: string, allowed: readonly T[]): T | null {
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
}

/**
 * A control's raw value as a typed filter change: '' (the "any" option) and anything not on
 * the list clear the filter, so a tampered option can never reach the query.
 */
export function filterPatch<S extends string>(
  key: FilterKey,
  raw: string,
  states: readonly S[],
): Partial<BillFilters<S>> {
  const value = raw.trim();
  switch (key) {
    case 'state':
      return { state: oneOf(value, states) };
    case 'scene':
      return { scene: oneOf(value, BILL_SCENES) };
    case 'formType':
      return { formType: oneOf(value, BILL_FORM_TYPES) };
    case 'appId':
      return { appId: /^[\w.-]{1,64}$/.test(value) ? value : null };
    case 'nodeOwner':
      return { nodeOwner: /^[\w:.-]{1,128}$/.test(value) ? value : null };
    case 'submitterName':
      return { submitterName: value.slice(0, 100) };
  }
}
