import { billDetailSchema } from '@contracts/bills/billDetail';
import { parseOrNull } from '@contracts/core/parse';
import type { BillDetail } from '../types';

/** The detail answer's `value`, or null when it is not a usable bill. */
export function parseBillDetail(raw: unknown): BillDetail | null {
  return parseOrNull(billDetailSchema, raw);
}
