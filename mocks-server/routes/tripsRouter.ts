import { Router } from 'express';
import type { ListResponse } from '../data/types';
import { IMPORT_STATUSES, type ImportStatus } from '@contracts/billEnumerations';
import { seedTrips, type Trip } from '../data/seedTrips';
import { sendError } from '../http/sendError';
import { billResourceHandler } from './billResourceHandler';
import type { RouteContext } from './RouteContext';

export const TRIPS_PATH = '/v1/flow/flows/:id/trips';

/**
 * Trip lists (docs/lab.md): `GET /v1/flow/flows/:id/trips?importStatus=` answers the bill's trips,
 * latest departure first, optionally only IMPORTED or NOTIMPORTED ones.
 */
export function tripsRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();
  router.get(
    TRIPS_PATH,
    billResourceHandler(context, (req, res, { bill, state }) => {
      const raw = req.query.importStatus;
      const status =
        raw === undefined || raw === '' ? null : IMPORT_STATUSES.find((s) => s === raw);
      if (status === undefined) {
        const allowed = IMPORT_STATUSES.join(', ');
        sendError(res, 400, 'error:lab:bad-query', `importStatus must be one of ${allowed}`);
        return;
      }
      const items = tripsOf(seedTrips(state, bill), status);
      const body: ListResponse<Trip> = { items, count: items.length };
      res.json(body);
    }),
  );
  return router;
}

function tripsOf(trips: Trip[], status: ImportStatus | null): Trip[] {
  return trips
    .filter((trip) => status === null || trip.importStatus === status)
    .sort((a, b) => b.departureTime - a.departureTime);
}
