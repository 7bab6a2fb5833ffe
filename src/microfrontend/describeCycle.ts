import type { Graph } from '@dagrejs/graphlib';

/**
 * Writes one strongly connected component from `alg.findCycles` as a readable loop, reading
 * "→" as "depends on": `bills → approval → bills`. Tarjan returns the members in no useful
 * order, so the caller passes them in registry order; the walk starts at the first one, goes
 * along dependencies (predecessors, since edges run dependency → dependant) and takes the
 * shortest way back. Members of a tangled component that the loop does not pass through are
 * listed after it.
 */
export function describeCycle(
  graph: Graph,
  members: readonly string[],
  nameOf: (key: string) => string,
): string {
  const inCycle = new Set(members);
  const start = members[0];
  if (start === undefined) return '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  let last: string | undefined;
  while (queue.length > 0 && last === undefined) {
    const key = queue.shift() as string;
    for (const next of graph.predecessors(key) ?? []) {
      if (!inCycle.has(next)) continue;
      if (next === start) {
        last = key;
        break;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, key);
        queue.push(next);
      }
    }
  }
  const path = [start];
  for (let key = last; key !== undefined && key !== start; key = cameFrom.get(key)) {
    path.splice(1, 0, key);
  }
  path.push(start);
  const loop = path.map(nameOf).join(' → ');
  const others = members.filter((key) => !path.includes(key)).map(nameOf);
  return others.length > 0 ? `${loop} (also in this cycle: ${others.join(', ')})` : loop;
}
