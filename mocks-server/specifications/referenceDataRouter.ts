import { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { billActorOf } from '../bills/billActorOf';
import type { ListResponse } from '../data/types';
import { sendError } from '../http/sendError';
import type { RouteContext } from '../routes/RouteContext';
import { answerRefQuery, type RefItem } from './answerRefQuery';
import { parseRefQuery } from './parseRefQuery';
import { REF_ENTRIES, type RefEntry } from './refEntries';

/**
 * Ref lookups for form fields, mounted on /api before the organization router: `GET <path>?ids=`
 * and `GET <path>?search=&limit=&entity=` on docs/lab.md's field-expansion paths and the lab's own.
 * The contract: mocks-server/specifications/README.md.
 */
export function referenceDataRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();
  for (const entry of REF_ENTRIES) {
    router.get(entry.path, (req: Request, res: Response, next: NextFunction) =>
      answer(entry, context, req, res, next),
    );
  }
  return router;
}

function answer(
  entry: RefEntry,
  context: Pick<RouteContext, 'state'>,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const parsed = parseRefQuery(req.query as Record<string, unknown>);
  if (!parsed.ok) {
    sendError(res, 400, 'error:lab:bad-query', parsed.message);
    return;
  }
  const { query } = parsed;
  if (query.bare && entry.passBare) {
    next();
    return;
  }
  const state = context.state();
  const actor = billActorOf(req, res, state);
  if (!actor) return;
  const scope = { state, actor };
  const known = entry.entities(scope);
  if (query.entity !== undefined && !known.includes(query.entity)) {
    sendError(
      res,
      400,
      'error:lab:unknown-entity',
      `${entry.path} serves no entity ${query.entity}; it serves ${known.join(', ')}`,
    );
    return;
  }
  const body: ListResponse<RefItem> = answerRefQuery(entry.records(scope, query.entity), query);
  res.json(body);
}
