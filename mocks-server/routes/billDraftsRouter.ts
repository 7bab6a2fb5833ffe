import { Router } from 'express';
import type { Response } from 'express';
import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import type { Staff, ValueResponse } from '../data/types';
import { billRouteHandler } from '../bills/billRouteHandler';
import { billDetail } from '../bills/billViews';
import { copyBill, deleteDraft } from '../bills/copyBill';
import { createDraftBill, updateDraftBill } from '../bills/draftBills';
import { findBill } from '../bills/findBill';
import { invoicesOfBill } from '../invoices/lineInvoices';
import type { RouteContext } from './RouteContext';

/**
 * Writing bills, mounted on /api _(lab choice, mocks-server/bills/README.md "Writing drafts")_:
 * create, rewrite, delete a draft, and copy any of one's bills into a new draft.
 */
export function billDraftsRouter(context: Pick<RouteContext, 'state' | 'now' | 'wallets'>): Router {
  const router = Router();
  const handle = billRouteHandler(context);
  const answer = (res: Response, bill: Bill, state: MockState, actor: Staff, status = 200) => {
    // An invoice used on a bill leaves the writer's wallet (票夹).
    const used = invoicesOfBill(bill).map((each) => each.invoice);
    context.wallets?.spend(actor.corporationId, actor.id, used);
    const body: ValueResponse<object> = {
      value: billDetail(bill, [], state, actor, context.now().getTime()),
    };
    res.status(status).json(body);
  };

  router.post(
    '/v1/flow/flows',
    handle((req, res, actor, state) => {
      const bill = createDraftBill(state, actor, req.body, context.now().getTime());
      state.bills.push(bill);
      answer(res, bill, state, actor, 201);
    }),
  );

  router.put(
    '/v1/flow/flows/:id',
    handle((req, res, actor, state) => {
      const bill = findBill(state, actor, req.params.id as string);
      const updated = updateDraftBill(state, actor, bill, req.body, context.now().getTime());
      state.bills[state.bills.indexOf(bill)] = updated;
      answer(res, updated, state, actor);
    }),
  );

  router.delete(
    '/v1/flow/flows/:id',
    handle((req, res, actor, state) => {
      const bill = findBill(state, actor, req.params.id as string);
      state.bills[state.bills.indexOf(bill)] = deleteDraft(bill, actor, context.now().getTime());
      res.status(204).end();
    }),
  );

  router.post(
    '/v1/flow/flows/:id/copy',
    handle((req, res, actor, state) => {
      const bill = findBill(state, actor, req.params.id as string);
      const copy = copyBill(state, actor, bill, context.now().getTime());
      state.bills.push(copy);
      answer(res, copy, state, actor, 201);
    }),
  );

  return router;
}
