import type { Bill } from '../data/billTypes';
import type { ActionContext } from './BillAction';
import { applyBillAction } from './applyBillAction';
import { BillActionError } from './BillActionError';

/** At most this many bills per call, like the product's batch approval. */
export const MAX_BULK_BILLS = 100;
const MAX_COMMENT = 500;

export interface BulkAgreeRequest {
  ids: string[];
  comment: string;
}

/** One bill's outcome: its state after the agree, or why it was refused. */
export type BulkAgreeOutcome =
  | { id: string; ok: true; state: Bill['state'] }
  | { id: string; ok: false; errorCode: string; message: string };

/** `{ids: [...], comment?}` from an untrusted body; duplicates kept once. */
export function parseBulkAgree(rawBody: unknown): BulkAgreeRequest {
  const body: Record<string, unknown> =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Record<string, unknown>)
      : {};
  const { ids, comment } = body;
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= MAX_BULK_BILLS &&
    ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200);
  if (!valid) throw bad(`ids must be 1 to ${MAX_BULK_BILLS} bill ids`);
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > MAX_COMMENT)) {
    throw bad(`comment must be a string of at most ${MAX_COMMENT} characters`);
  }
  return { ids: [...new Set(ids as string[])], comment: (comment ?? '').trim() };
}

/**
 * Agrees each bill on its own: one refusal (wrong person, wrong state, unknown id) does not stop
 * the others. `find` looks a bill up in the actor's corporation; `keep` stores the agreed copy.
 */
export function bulkAgree(
  request: BulkAgreeRequest,
  context: ActionContext,
  find: (id: string) => Bill | undefined,
  keep: (before: Bill, after: Bill) => void,
): BulkAgreeOutcome[] {
  return request.ids.map((id) => {
    const bill = find(id);
    if (!bill) {
      return { id, ok: false, errorCode: 'error:lab:bill-not-found', message: `No bill ${id}` };
    }
    try {
      const after = applyBillAction(bill, { name: 'agree', comment: request.comment }, context);
      keep(bill, after);
      return { id, ok: true, state: after.state };
    } catch (error) {
      if (!(error instanceof BillActionError)) throw error;
      return { id, ok: false, errorCode: error.code, message: error.message };
    }
  });
}

function bad(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-request', message);
}
