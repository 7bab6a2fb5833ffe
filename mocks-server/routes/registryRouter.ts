import { Router } from 'express';
import type { MicroAppDescriptor } from '../data/types';

/** The micro-frontend registry; empty until the build emits registry.json for the lab to serve. */
export function registryRouter(): Router {
  const router = Router();
  router.get('/v1/microapps/registry', (_req, res) => {
    const body: MicroAppDescriptor[] = [];
    res.json(body);
  });
  return router;
}
