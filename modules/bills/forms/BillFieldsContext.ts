import { createContext, useContext } from 'react';
import type { RefSource } from './refEntities';

export interface BillFieldsContextValue {
  refSource: RefSource;
  /** The DOM id of a field's control; the error summary focuses fields by it. */
  idOf(name: string): string;
  /** After a submit or draft attempt every error shows, touched or not. */
  attempted: boolean;
  /** Pause after the last keystroke before a ref search. */
  searchDelayMs: number;
}

export const BillFieldsContext = createContext<BillFieldsContextValue | null>(null);

export function useBillFields(): BillFieldsContextValue {
  const value = useContext(BillFieldsContext);
  // A programming error, not a runtime condition: fields only make sense inside the form.
  if (!value) throw new Error('Bill field components must render inside BillFieldsForm');
  return value;
}
