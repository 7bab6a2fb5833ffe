import { billAnswerSchema } from '@contracts/bills/billDetail';
import { pageOf } from '@contracts/core/page';
import { ContractError, parse } from '@contracts/core/parse';
import type * as v from 'valibot';
import type { BillDetail, ListPage } from '../types';

/** The answer was not the shape the contract promises. */
export class BillsAnswerError extends Error {
  override readonly name = 'BillsAnswerError';
}

/** `parse`, with a contract failure reported as this module's answer error. */
export function answerOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  try {
    return parse(schema, body);
  } catch (error) {
    if (error instanceof ContractError) throw new BillsAnswerError(error.message);
    throw error;
  }
}

/** A list answer's items, read with the item's contract (unusable ones dropped with a warning). */
export function parsePage<TItem extends v.GenericSchema>(
  body: unknown,
  item: TItem,
): ListPage<v.InferOutput<TItem>> {
  return answerOf(pageOf('items', item), body);
}

/** A bill answer's `value`. */
export function billOf(body: unknown): BillDetail {
  const { value } = answerOf(billAnswerSchema, body);
  return value;
}
