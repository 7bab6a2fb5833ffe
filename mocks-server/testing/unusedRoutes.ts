import { isLabAdminPath } from '../journal/isLabAdminPath';
import type { ListedRoute } from './listRoutes';

/** `METHOD /template`, the key of a route in the lab-only list and in reports. */
export type RouteKey = `${string} /${string}`;

export const routeKey = (route: ListedRoute): RouteKey =>
  `${route.method} ${route.path}` as RouteKey;

const escapeRegExp = (text: string) => text.replace(/[.+?^$()[\]\\|]/g, '\\$&');

/**
 * Express 5's path syntax as a RegExp over a whole path: `:name` is one segment, `*name` one or
 * more, `{…}` an optional part; a trailing slash is optional, as Express matches it.
 */
export function templatePattern(template: string): RegExp {
  const tokens = template.replace(/\/$/, '').match(/:\w+|\*\w+|[{}]|[^:*{}]+/g) ?? [];
  const source = tokens
    .map((token) => {
      if (token === '{') return '(?:';
      if (token === '}') return ')?';
      if (token.startsWith(':')) return '[^/]+';
      if (token.startsWith('*')) return '.+';
      return escapeRegExp(token);
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The routes (by key) that some `METHOD /path` line in `seen` reached. */
export function calledRoutes(
  routes: readonly ListedRoute[],
  seen: Iterable<string>,
): Set<RouteKey> {
  const patterns = routes.map((route) => ({ route, pattern: templatePattern(route.path) }));
  const called = new Set<RouteKey>();
  for (const line of seen) {
    const [method, path] = line.split(' ', 2);
    if (!method || !path) continue;
    // The first route that matches is the one Express runs, as in its own routing table.
    const hit = patterns.find((entry) => entry.route.method === method && entry.pattern.test(path));
    // By key: two routers may serve one key (one passing the other a call), and a journal line
    // shows the path, not which of them answered.
    if (hit) called.add(routeKey(hit.route));
  }
  return called;
}

/**
 * The routes the journal can see (admin routes under /__lab are never journaled, so they cannot
 * be judged here) that no `METHOD /path` line in `seen` reached.
 */
export function unusedRoutes(routes: readonly ListedRoute[], seen: Iterable<string>): RouteKey[] {
  const journaled = routes.filter((route) => !isLabAdminPath(route.path));
  const called = calledRoutes(journaled, seen);
  return [...new Set(journaled.map(routeKey).filter((key) => !called.has(key)))];
}
