import type { Rejection } from './nextStepOf';
import { fieldsOf, readId, readText, readTime } from './readFields';

/** A bill answer's `rejection` (untrusted), or null when it has none worth showing. */
export function parseRejection(raw: unknown): Rejection | null {
  if (raw === null || typeof raw !== 'object') return null;
  const fields = fieldsOf(raw);
  return {
    by: readId(fields, 'by'),
    nodeName: readText(fields, 'nodeName').slice(0, 100),
    reason: readText(fields, 'reason').slice(0, 500),
    time: readTime(fields, 'time'),
  };
}
