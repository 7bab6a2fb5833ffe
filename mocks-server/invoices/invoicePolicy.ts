import type { InvoiceProblemCode } from './invoiceWire';

/** How a specification treats each invoice problem (spec: silent; our defaults in README.md). */
export interface InvoicePolicy {
  levels: Record<InvoiceProblemCode, 'block' | 'warn'>;
  /** An invoice older than this many days at check time is outside the window. */
  windowDays: number;
}

export const DEFAULT_INVOICE_POLICY: InvoicePolicy = {
  levels: {
    duplicate: 'block',
    'not-found': 'block',
    voided: 'block',
    'red-flushed': 'block',
    'amount-mismatch': 'block',
    'date-mismatch': 'block',
    unavailable: 'warn',
    title: 'warn',
    'date-window': 'warn',
  },
  windowDays: 365,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A specification's `invoicePolicy` over the defaults; anything malformed is ignored. */
export function invoicePolicyOf(specification: unknown): InvoicePolicy {
  const raw = isObject(specification) ? specification.invoicePolicy : undefined;
  if (!isObject(raw)) return DEFAULT_INVOICE_POLICY;
  const levels = { ...DEFAULT_INVOICE_POLICY.levels };
  if (isObject(raw.levels)) {
    for (const code of Object.keys(levels) as InvoiceProblemCode[]) {
      const level = raw.levels[code];
      if (level === 'block' || level === 'warn') levels[code] = level;
    }
  }
  const days = raw.windowDays;
  const windowDays =
    typeof days === 'number' && Number.isInteger(days) && days > 0 && days <= 3650
      ? days
      : DEFAULT_INVOICE_POLICY.windowDays;
  return { levels, windowDays };
}
