import { Router } from 'express';
import { sendError } from '../http/sendError';
import { scenarioEntries, scenariosFromCookie } from '../microapps/registryScenarios';

/** Where the registry list comes from: the lab reads the build's registry.json on each call. */
export type RegistrySource = () => unknown;

/**
 * The micro-frontend registry center. The list is served as given (the app validates it), so a
 * lab scenario can hand the app a broken registry on purpose. The `lab-scenario` cookie adds
 * misbehaving bundles or takes the registry down; a failing source is a 503 as well.
 */
export function registryRouter(source: RegistrySource = () => []): Router {
  const router = Router();
  router.get('/v1/microapps/registry', (req, res) => {
    const scenarios = scenariosFromCookie(req.headers.cookie);
    if (scenarios.includes('registry-down')) {
      sendError(
        res,
        503,
        'error:lab:registry-down',
        'Lab scenario registry-down: the registry center is unavailable',
      );
      return;
    }
    let body: unknown;
    try {
      body = source();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      sendError(res, 503, 'error:lab:no-registry', `The registry is unavailable: ${reason}`);
      return;
    }
    const extra = scenarios.flatMap(scenarioEntries);
    res.set('Cache-Control', 'no-store').json(Array.isArray(body) ? [...body, ...extra] : body);
  });
  return router;
}
