import { Router } from 'express';
import type { Request, Response } from 'express';
import type { MockState } from '../data/MockState';
import type { Bill } from '../data/billTypes';
import type { ListResponse, Staff } from '../data/types';
import { billActorOf } from '../bills/billActorOf';
import { BillActionError } from '../bills/BillActionError';
import { billFields } from '../bills/billFields';
import type { StaffNames } from '../bills/billFields';
import { billDimOf, expandDims } from '../bills/expandDims';
import { PRINT_TEMPLATES } from '../bills/printTemplates';
import { parseListQuery } from '../bills/query/parseListQuery';
import { runListQuery } from '../bills/query/runListQuery';
import { selectFields } from '../bills/query/selectFields';
import { sendError } from '../http/sendError';
import type { RouteContext } from './RouteContext';

export { PRINT_TEMPLATES } from '../bills/printTemplates';

/** Nothing to print before the first submission, nor on a voided bill (as the print verb says). */
const UNPRINTABLE: ReadonlySet<Bill['state']> = new Set(['draft', 'pending', 'nullify']);

type Item = Record<string, unknown>;

/**
 * The print center's calls, mounted on /api _(lab choice)_: `POST /v1/print/flows/search`, every
 * printable bill of the actor's corporation through the list query (the bills' `my/search`
 * shows the actor's own only), and `GET /v1/print/templates`. Printing itself is the bill's
 * `print` verb (mocks-server/bills/README.md).
 */
export function printRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();

  router.post('/v1/print/flows/search', (req: Request, res: Response) => {
    const state = context.state();
    const actor = billActorOf(req, res, state);
    if (!actor) return;
    try {
      res.json(printableBillsPage(req.body, state, actor));
    } catch (error) {
      if (!(error instanceof BillActionError)) throw error;
      sendError(res, error.status, error.code, error.message);
    }
  });

  router.get('/v1/print/templates', (req: Request, res: Response) => {
    if (!billActorOf(req, res, context.state())) return;
    const body: ListResponse<(typeof PRINT_TEMPLATES)[number]> = {
      items: [...PRINT_TEMPLATES],
      count: PRINT_TEMPLATES.length,
    };
    res.json(body);
  });

  return router;
}

function printableBillsPage(body: unknown, state: MockState, actor: Staff): ListResponse<Item> {
  const query = parseListQuery(body, { path: 'updateTime', descending: true });
  const dims = query.dims.map((dim) => billDimOf(dim, ''));
  const printable = state.bills.filter(
    (bill) =>
      bill.active && bill.corporationId === actor.corporationId && !UNPRINTABLE.has(bill.state),
  );
  const { page, count } = runListQuery(printable, query, billFields(staffNamesOf(state)));
  const items = page.map((bill) => {
    const expanded = expandDims(bill, dims, state, actor.corporationId);
    return query.select ? selectFields(expanded, query.select) : expanded;
  });
  return { items, count };
}

/** Staff ids are `<corporationId>:<userId>`; a subsidiary sees the group's people under its ids. */
function staffNamesOf(state: MockState): StaffNames {
  const byUserId = new Map(state.staffs.map((staff) => [staff.userId, staff.name]));
  return (staffId) => byUserId.get(staffId.slice(staffId.indexOf(':') + 1)) ?? null;
}
