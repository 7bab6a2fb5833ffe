import { Router } from 'express';
import type { MockState } from '../data/MockState';
import { sendError } from '../http/sendError';
import { extensionInstancesOf, isOverCap } from './extensionInstancesState';

/**
 * Lab-only (under /__lab): `POST /extension-instances/:id/use` plays the extension using its
 * instance, which the server records and the app never does. A switched-off instance, or one
 * already over its cap, refuses with 409; the use that takes an instance past its cap stops it.
 */
export function extensionLabRouter(state: () => MockState): Router {
  const router = Router();
  router.post('/extension-instances/:id/use', (req, res) => {
    const instance = extensionInstancesOf(state()).find((item) => item.id === req.params.id);
    if (!instance) {
      sendError(res, 404, 'error:lab:no-extension', 'No such extension instance');
      return;
    }
    if (!instance.enabled || isOverCap(instance)) {
      sendError(res, 409, 'error:lab:extension-off', 'The instance is switched off');
      return;
    }
    instance.usedCount += 1;
    res.json({ value: { ...instance, overCap: isOverCap(instance) } });
  });
  return router;
}
