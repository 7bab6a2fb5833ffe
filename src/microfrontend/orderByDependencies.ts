import { alg, Graph } from '@dagrejs/graphlib';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { RegistryError } from './RegistryError';
import { describeCycle } from './describeCycle';

export const NOT_AN_ARRAY_MESSAGE = 'Sorting by dependency needs an array';

/** Lower priority number first, then name, then uuid, so equal inputs always sort the same. */
export function compareForLoad(a: MicroAppDescriptor, b: MicroAppDescriptor): number {
  if (a.priority !== b.priority) return a.priority - b.priority;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.uuid !== b.uuid) return a.uuid < b.uuid ? -1 : 1;
  return 0;
}

/**
 * Builds the graph with edges dependency → dependant. Nodes are keyed by position, not uuid:
 * graphlib stores nodes in plain objects, so an untrusted uuid such as "toString" or
 * "__proto__" would corrupt it.
 */
function buildGraph(apps: readonly MicroAppDescriptor[]): Graph {
  const keyOf = new Map<string, string>();
  apps.forEach((app, index) => {
    if (keyOf.has(app.uuid)) {
      throw new RegistryError(`Two micro-apps share the uuid ${JSON.stringify(app.uuid)}`);
    }
    keyOf.set(app.uuid, String(index));
  });
  const graph = new Graph({ directed: true });
  apps.forEach((_app, index) => graph.setNode(String(index)));
  apps.forEach((app, index) => {
    for (const uuid of app.dependencies) {
      const from = keyOf.get(uuid);
      // setEdge would silently invent a node for an unknown uuid.
      if (from === undefined) {
        throw new RegistryError(
          `${JSON.stringify(app.name)} depends on unknown uuid ${JSON.stringify(uuid)}`,
        );
      }
      graph.setEdge(from, String(index));
    }
  });
  return graph;
}

/**
 * Orders apps so every dependency loads before its dependants (Startup and graph (docs/micro-frontend.md)).
 * A cycle throws a RegistryError naming the apps in it (`alg.findCycles`). The order is what
 * `alg.topsort` guarantees, but topsort breaks ties by its depth-first visit order, so this
 * runs Kahn's algorithm over the same graph and always takes the ready app that compares first
 * (priority, then name): a preload app is never queued behind an idle one it does not need.
 */
export function orderByDependencies(apps: readonly MicroAppDescriptor[]): MicroAppDescriptor[] {
  if (!Array.isArray(apps)) throw new RegistryError(NOT_AN_ARRAY_MESSAGE);
  const graph = buildGraph(apps);
  const appAt = (key: string): MicroAppDescriptor => apps[Number(key)];

  const cycles = alg.findCycles(graph);
  if (cycles.length > 0) {
    const inRegistryOrder = (members: string[]) =>
      [...members].sort((a, b) => Number(a) - Number(b));
    const named = cycles.map((members) =>
      describeCycle(graph, inRegistryOrder(members), (key) => appAt(key).name),
    );
    throw new RegistryError(named.map((text) => `Dependency cycle: ${text}`).join('; '));
  }

  const waitingOn = new Map(
    graph.nodes().map((key) => [key, graph.predecessors(key)?.length ?? 0]),
  );
  const ready = graph.nodes().filter((key) => waitingOn.get(key) === 0);
  const ordered: MicroAppDescriptor[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => compareForLoad(appAt(a), appAt(b)));
    const key = ready.shift() as string;
    ordered.push(appAt(key));
    for (const dependant of graph.successors(key) ?? []) {
      const left = (waitingOn.get(dependant) ?? 0) - 1;
      waitingOn.set(dependant, left);
      if (left === 0) ready.push(dependant);
    }
  }
  return ordered;
}
