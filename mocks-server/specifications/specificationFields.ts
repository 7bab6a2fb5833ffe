import type { BillFormType } from '@contracts/billVocabulary';
import { billTypeFields } from './billTypeFields';
import { commonFields, headerFields, tripField } from './commonFields';
import { field } from './fieldBuilders';
import type { SpecificationField } from './specificationTypes';

/** Travel bill types carry the trip and its dates as fields of the bill itself. */
const TRAVEL_KEYS: ReadonlySet<string> = new Set(['travelExpense', 'requisition']);

/**
 * A specification's fields by its key _(lab choice)_: the header, then what the bill type needs.
 * Only the general-purpose form (`custom`) shows every kind of field; a trip appears only on
 * travel bill types (and on travel fee types' lines).
 */
export function specificationFields(key: string, formType: BillFormType): SpecificationField[] {
  if (formType === 'custom') return [...commonFields(), ...billTypeFields(formType)];
  const travel = TRAVEL_KEYS.has(key)
    ? [tripField(), field('period', '起止日期', 'dateRange', { type: 'dateRange' })]
    : [];
  return [...headerFields(), ...travel, ...billTypeFields(formType)];
}
