import type { RouteKey } from './unusedRoutes';

/**
 * Mock routes the app does call, from the code named beside each, but that no e2e story reaches
 * yet: known gaps of the e2e suite (issue 19), not lab-only routes. tests/routes/checkRoutesCalled.ts
 * accepts them and prints them on every run; remove a line as soon as a story reaches its route
 * (the check fails when a listed route is called, so the list cannot go stale). Empty since
 * issue 19's stories reached the last of them (tests/e2e/billFormRefFields, draftActions,
 * adminFeeRules, groupCenterShare, identityProvider, storedFiles); the one nobody could reach,
 * attachments by id, left the app and the lab (modules/bills/forms/README.md).
 */
export const ROUTES_AWAITING_E2E: Partial<Record<RouteKey, string>> = {};
