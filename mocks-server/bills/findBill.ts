import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { BillActionError } from './BillActionError';

/** Only the actor's own corporation: another tenant's bill is as absent as a made-up id. */
export function findBillOrUndefined(state: MockState, actor: Staff, id: string) {
  return state.bills.find(
    (candidate) =>
      candidate.id === id && candidate.active && candidate.corporationId === actor.corporationId,
  );
}

/** As findBillOrUndefined, but a missing bill is the 404 the routes answer. */
export function findBill(state: MockState, actor: Staff, id: string) {
  const bill = findBillOrUndefined(state, actor, id);
  if (!bill)
    throw new BillActionError(404, 'error:lab:bill-not-found', `No bill ${id} in this corporation`);
  return bill;
}
