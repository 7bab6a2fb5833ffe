import { parseOrNull } from '@contracts/core/parse';
import { printBillSchema } from '@contracts/print/printBill';
import type { PrintBill } from '../types';

/** A bill from the wire, or null when it has no usable id (the caller says it failed). */
export const parsePrintBill = (raw: unknown): PrintBill | null => parseOrNull(printBillSchema, raw);
