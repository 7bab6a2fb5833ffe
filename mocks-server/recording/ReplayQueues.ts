import { exchangeKey } from './exchangeKey';
import type { HttpEntry } from './Recording';

/** Reads a scenario's state in the replaying session; undefined when it is not active there. */
export type ScenarioStateOf = (scenario: string) => string | undefined;

/** What a request met: the recorded exchange to answer with, or why there is none. */
export type Pick =
  { kind: 'exchange'; index: number; entry: HttpEntry } | { kind: 'miss'; expected: string };

const describe = (entry: HttpEntry) => {
  const { status, fault, scenario } = entry.response;
  const answer = status === 0 ? `no answer (${fault?.type ?? 'closed'})` : String(status);
  return `${entry.request.method} ${entry.request.path} → ${answer}${scenario ? ` (${scenario.name}@${scenario.state})` : ''}`;
};

/**
 * The recorded exchanges per method+path+query, each queue consumed in recorded order, answered
 * as the scenarios of the replaying session say now. An exchange a scenario stub answered is
 * served only while that scenario is in the same state; while it is, the other recorded answers
 * for the request wait, and once its recorded answers are used up the stub's answer is played
 * again (an app or a browser may retry more often than it did when recorded). Change the preset
 * or the state, and the replay takes the other recorded answer, or tells what it expected.
 */
export class ReplayQueues {
  private readonly queues = new Map<string, number[]>();
  private readonly paths = new Set<string>();
  private readonly recorded = new Map<string, number[]>();

  constructor(private readonly exchanges: HttpEntry[]) {
    exchanges.forEach(({ request }, index) => {
      const key = exchangeKey(request.method, request.path, request.query);
      this.queues.set(key, [...(this.queues.get(key) ?? []), index]);
      this.recorded.set(key, [...(this.recorded.get(key) ?? []), index]);
      this.paths.add(request.path);
    });
  }

  hasPath(path: string): boolean {
    return this.paths.has(path);
  }

  remaining(): number {
    let left = 0;
    for (const queue of this.queues.values()) left += queue.length;
    return left;
  }

  take(
    method: string,
    path: string,
    query: Record<string, string | string[]>,
    stateOf: ScenarioStateOf,
  ): Pick {
    const key = exchangeKey(method, path, query);
    const queue = this.queues.get(key) ?? [];
    const live = (index: number) => {
      const scenario = this.exchanges[index].response.scenario;
      return scenario !== undefined && stateOf(scenario.name) === scenario.state;
    };
    // The stub answers while its scenario is in the recorded state: its answers come first.
    const stubbed = (this.recorded.get(key) ?? []).filter(live);
    const at = queue.findIndex((index) =>
      stubbed.length > 0 ? live(index) : !this.exchanges[index].response.scenario,
    );
    if (at >= 0) {
      const [index] = queue.splice(at, 1);
      return { kind: 'exchange', index, entry: this.exchanges[index] };
    }
    const again = stubbed.at(-1);
    if (again !== undefined)
      return { kind: 'exchange', index: again, entry: this.exchanges[again] };
    if (queue.length > 0) {
      const next = this.exchanges[queue[0]];
      const scenario = next.response.scenario;
      const now = scenario ? stateOf(scenario.name) : undefined;
      const why = scenario
        ? `, but ${scenario.name} is ${now === undefined ? 'not active' : `in ${now}`}`
        : '';
      return { kind: 'miss', expected: `${describe(next)}${why}` };
    }
    const had = this.recorded.get(key)?.length ?? 0;
    return {
      kind: 'miss',
      expected:
        had > 0
          ? `nothing more: the recording answered this ${had} time(s)`
          : 'nothing: the recording never saw this request',
    };
  }
}
