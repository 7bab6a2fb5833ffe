import { billSummarySchema } from '@contracts/bills/billSummary';
import { parseOrNull } from '@contracts/core/parse';
import type { BillSummary } from '../types';

/** A bill from an untrusted answer, or null when it lacks an id or a known state. */
export function parseBillSummary(raw: unknown): BillSummary | null {
  return parseOrNull(billSummarySchema, raw);
}
