import type { RouteKey } from './unusedRoutes';

/**
 * Mock routes the app's pages never call, each with why the lab keeps it. tests/run-all.ts
 * checks the list against the journal of the full e2e run (tests/routes/checkRoutesCalled.ts):
 * a route nobody calls and nobody lists fails the run.
 */
export const LAB_ONLY_ROUTES: Partial<Record<RouteKey, string>> = {};
