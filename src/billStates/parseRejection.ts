import { rejectionSchema } from '@contracts/bills/waitingNode';
import { parse } from '@contracts/core/parse';
import type { Rejection } from './nextStepOf';

/** A bill answer's `rejection` (untrusted), or null when it has none worth showing. */
export function parseRejection(raw: unknown): Rejection | null {
  return parse(rejectionSchema, raw);
}
