import type { RouteContext } from '../routes/RouteContext';

/** The part of the route context the admin and group-center routers read; tests pass just this. */
export type RuleRouteContext = Pick<RouteContext, 'state' | 'now'>;
