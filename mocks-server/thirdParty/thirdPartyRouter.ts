import { Router } from 'express';
import { currentStaffOf } from '../hosts/currentStaffOf';
import { billResourceHandler } from '../routes/billResourceHandler';
import type { RouteContext } from '../routes/RouteContext';
import { billResources, homeResources } from './labResources';

/**
 * Third-party resources (docs/overlays-and-previewer.md; the spec names no address, these are the lab's, see README.md),
 * mounted on /api: the corporation's services for the home, and one bill's resources.
 */
export function thirdPartyRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();

  router.get('/v1/thirdParty/resources', (req, res) => {
    if (!currentStaffOf(req, res, context.state())) return;
    const items = homeResources();
    res.json({ items, count: items.length });
  });

  router.get(
    '/v1/flow/flows/:id/resources',
    billResourceHandler(context, (_req, res, { bill }) => {
      const items = billResources(bill);
      res.json({ items, count: items.length });
    }),
  );

  return router;
}
