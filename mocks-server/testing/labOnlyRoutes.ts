import type { RouteKey } from './unusedRoutes';

/**
 * Mock routes the app's pages never call, each with why the lab keeps it. tests/run-all.ts
 * checks the list against the journal of the full e2e run (tests/routes/checkRoutesCalled.ts):
 * a route nobody calls and nobody lists fails the run.
 */
export const LAB_ONLY_ROUTES: Partial<Record<RouteKey, string>> = {
  'GET /api/v1/datalink/entities':
    'The data-link entity definitions as a ref source (mocks-server/specifications/README.md). ' +
    'The app reads an entity with its records (a bill’s data links carry their entity) and looks ' +
    'records up by `datalink.DataLinkEntity.<code>` on /v1/datalink/dataLinks; no field of the ' +
    'lab’s specifications refers to the bare entity list. Kept as the readable list of what the ' +
    'lab seeds per tenant (mocks-server/specifications/referenceDataRouter.tenants.test.ts).',
};
