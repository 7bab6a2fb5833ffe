import { createContext, useContext } from 'react';
import type { LineInvoiceChecks } from './LineInvoiceChecks';

/** The editor's invoice checks, for its lines and their capture; null outside an editor. */
export const LineInvoiceChecksContext = createContext<LineInvoiceChecks | null>(null);

export const useLineChecks = (): LineInvoiceChecks | null => useContext(LineInvoiceChecksContext);
