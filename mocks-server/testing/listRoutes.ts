import type { Express } from 'express';

export interface ListedRoute {
  method: string;
  /** With Express's parameter syntax: `/api/v1/flow/flows/:id/:verb`, `/:bucket/*key`. */
  path: string;
}

interface Layer {
  /** An array when one handler serves several paths (`router.get(['/a', '/b'], …)`). */
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

function walk(stack: readonly Layer[], prefix: string, out: ListedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = [layer.route.path].flat();
      for (const method of Object.keys(layer.route.methods)) {
        for (const path of paths) out.push({ method: method.toUpperCase(), path: prefix + path });
      }
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, prefix + mount, out);
    }
  }
}

/**
 * Every route an Express app (and the routers mounted in it) declares, read from Express's own
 * tables, so a test that must cover "every route" cannot miss one added later.
 */
export function listRoutes(app: Express): ListedRoute[] {
  const out: ListedRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return out;
}
