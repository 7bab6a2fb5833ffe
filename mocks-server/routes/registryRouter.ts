import { Router } from 'express';
import { sendError } from '../http/sendError';

/** Where the registry list comes from: the lab reads the build's registry.json on each call. */
export type RegistrySource = () => unknown;

/**
 * The micro-frontend registry center. The list is served as given (the app validates it), so a
 * lab scenario can hand the app a broken registry on purpose. No source, or one that fails,
 * is a 503 the app's retry and fallback must handle.
 */
export function registryRouter(source: RegistrySource = () => []): Router {
  const router = Router();
  router.get('/v1/microapps/registry', (_req, res) => {
    let body: unknown;
    try {
      body = source();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      sendError(res, 503, 'error:lab:no-registry', `The registry is unavailable: ${reason}`);
      return;
    }
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
