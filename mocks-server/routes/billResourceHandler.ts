import type { Request, Response } from 'express';
import { billActorOf } from '../bills/billActorOf';
import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { sendError } from '../http/sendError';
import type { RouteContext } from './RouteContext';

export interface BillResource {
  bill: Bill;
  actor: Staff;
  state: MockState;
}

/**
 * A GET under /v1/flow/flows/:id/… that reads one bill: the same actor and tenant rules as the
 * bill detail, and the same 404 for a bill of another corporation as for no bill at all.
 */
export function billResourceHandler(
  context: Pick<RouteContext, 'state'>,
  answer: (req: Request, res: Response, resource: BillResource) => void,
) {
  return (req: Request, res: Response): void => {
    const state = context.state();
    const actor = billActorOf(req, res, state);
    if (!actor) return;
    const id = req.params.id as string;
    const bill = state.bills.find(
      (each) => each.id === id && each.active && each.corporationId === actor.corporationId,
    );
    if (!bill) {
      sendError(res, 404, 'error:lab:bill-not-found', `No bill ${id} in this corporation`);
      return;
    }
    answer(req, res, { bill, actor, state });
  };
}
