import { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { ValueResponse } from '../data/types';
import { applyBillAction } from '../bills/applyBillAction';
import { billRouteHandler } from '../bills/billRouteHandler';
import { backlogPage, billDetail, myBillsPage } from '../bills/billViews';
import { submitProblems } from '../bills/submitProblems';
import { invoiceEntriesOf } from '../invoices/invoiceEntriesOf';
import { billDimOf } from '../bills/expandDims';
import { findBill, findBillOrUndefined } from '../bills/findBill';
import { bulkAgree, parseBulkAgree } from '../bills/bulkAgree';
import { scheduleSlowPayment, slowDelayOf } from '../bills/paymentSimulator';
import { isBillVerb, parseBillAction } from '../bills/parseBillAction';
import { fieldList } from '../bills/query/parseListQuery';
import type { RouteContext } from './RouteContext';

const POLICY_CHECK_ERROR = 'error:lab:policy-check';

/**
 * Bills (flows) mounted on /api: my bills and the backlog through the query builder's body,
 * the detail and one POST per workflow verb. Paths and choices: mocks-server/bills/README.md.
 */
export function billsRouter(context: RouteContext): Router {
  const router = Router();
  const handle = billRouteHandler(context);

  router.post(
    '/v1/flow/flows/my/search',
    handle((req, res, actor, state) => res.json(myBillsPage(req.body, state, actor))),
  );

  router.post(
    '/v1/flow/backlogs/search',
    handle((req, res, actor, state) => res.json(backlogPage(req.body, state, actor))),
  );

  router.get(
    '/v1/flow/flows/:id',
    handle((req, res, actor, state) => {
      const bill = findBill(state, actor, req.params.id as string);
      const raw = req.query.dims;
      const dims = raw === undefined ? [] : fieldList(raw, 'dims').map((dim) => billDimOf(dim, ''));
      const body: ValueResponse<object> = {
        value: billDetail(bill, dims, state, actor, context.now().getTime()),
      };
      res.json(body);
    }),
  );

  // Before the verbs: `approve/batch` would otherwise read as bill `approve`, verb `batch`.
  router.post(
    '/v1/flow/flows/approve/batch',
    handle((req, res, actor, state) => {
      const request = parseBulkAgree(req.body);
      const items = bulkAgree(
        request,
        { actorId: actor.id, now: context.now().getTime() },
        (id) => findBillOrUndefined(state, actor, id),
        (before, after) => (state.bills[state.bills.indexOf(before)] = after),
      );
      res.json({ items, count: items.length });
    }),
  );

  router.post('/v1/flow/flows/:id/:verb', (req: Request, res: Response, next: NextFunction) => {
    const verb = req.params.verb as string;
    if (!isBillVerb(verb)) {
      next();
      return;
    }
    handle((request, response, actor, state) => {
      const action = parseBillAction(verb, request.body);
      const bill = findBill(state, actor, request.params.id as string);
      const now = context.now().getTime();
      const updated = applyBillAction(bill, action, { actorId: actor.id, now });
      // docs/bills-and-workflow.md: the answer a policy check gives when the bill breaks the expense standard.
      const violations =
        action.name === 'submit'
          ? submitProblems(bill, state, invoiceEntriesOf(context, request, actor, bill))
          : null;
      if (violations) {
        response.status(400).json({ errorCode: POLICY_CHECK_ERROR, message: violations });
        return;
      }
      state.bills[state.bills.indexOf(bill)] = updated;
      if (action.name === 'pay' && action.simulate === 'SLOW') {
        const delayMs = slowDelayOf(request.body);
        const { state: current } = context;
        const clock = () => context.now().getTime();
        scheduleSlowPayment({
          billId: bill.id,
          cashierId: actor.id,
          delayMs,
          state: current,
          now: clock,
        });
      }
      const body: ValueResponse<object> = { value: billDetail(updated, [], state, actor, now) };
      response.json(body);
    })(req, res);
  });

  return router;
}
