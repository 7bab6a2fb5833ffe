import type { BillDetail, ListPage } from '../types';
import { parseBillDetail } from './parseBillDetail';
import { fieldsOf, readCount } from './readFields';

/** The answer was not the shape the contract promises. */
export class BillsAnswerError extends Error {
  override readonly name = 'BillsAnswerError';
}

/** A list answer's items, each read by `parseItem` (unusable ones left out). */
export function parsePage<T>(body: unknown, parseItem: (raw: unknown) => T | null): ListPage<T> {
  const fields = fieldsOf(body);
  if (!Array.isArray(fields.items)) throw new BillsAnswerError('The list answer has no items');
  const items = fields.items.flatMap((raw) => parseItem(raw) ?? []);
  return { items, count: Math.max(readCount(fields, 'count'), items.length) };
}

/** A bill answer's `value`. */
export function billOf(body: unknown): BillDetail {
  const bill = parseBillDetail(fieldsOf(body).value);
  if (!bill) throw new BillsAnswerError('The bill answer has no usable bill');
  return bill;
}
