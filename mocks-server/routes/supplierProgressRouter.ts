import { Router } from 'express';
import { seedSupplierProgress, type SupplierProgress } from '../data/seedSupplierProgress';
import type { ValueResponse } from '../data/types';
import { billResourceHandler } from './billResourceHandler';
import type { RouteContext } from './RouteContext';

export const SUPPLIER_PROGRESS_PATH = '/v1/flow/flows/:id/supplierProgress';

/**
 * `GET /v1/flow/flows/:id/supplierProgress`: the checking, invoice and settlement axes of a
 * reconciliation or settlement bill; `value` is null for every other bill type.
 */
export function supplierProgressRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();
  router.get(
    SUPPLIER_PROGRESS_PATH,
    billResourceHandler(context, (_req, res, { bill, state }) => {
      const body: ValueResponse<SupplierProgress | null> = {
        value: seedSupplierProgress(state, bill),
      };
      res.json(body);
    }),
  );
  return router;
}
