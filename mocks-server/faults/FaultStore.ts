import type { ActiveFault, FaultDecision, FaultDefinition, FaultScope } from './FaultDefinition';
import { drawLatency } from './drawLatency';
import { HungResponses } from './HungResponses';
import { mulberry32 } from './mulberry32';
import { compilePathMatcher } from './parseFaultDefinition';
import type { PathMatcher } from './parseFaultDefinition';

interface StoredFault {
  active: ActiveFault;
  matches: PathMatcher;
  // One generator per fault, so adding a fault never shifts another fault's sequence.
  random: () => number;
}

/** Faults per lab session plus global ones; session faults are consulted first. */
export class FaultStore {
  private readonly global = new Map<string, StoredFault>();
  private readonly sessions = new Map<string, Map<string, StoredFault>>();
  /** Hung responses, remembered so that shutdown can still end them. */
  readonly hung = new HungResponses();
  private nextId = 1;

  /** Adds a fault (replacing one with the same id in the same place) and returns it. */
  add(definition: FaultDefinition, session: string): ActiveFault {
    const faults = this.faultsOf(definition.scope, session, true);
    let id = definition.id;
    while (id === undefined || (definition.id === undefined && this.has(id)))
      id = `fault-${this.nextId++}`;
    const active: ActiveFault = { ...definition, id, fired: 0 };
    if (definition.scope === 'session') active.session = session;
    if (definition.fire.mode === 'times') active.remaining = definition.fire.n;
    // Seed 1 for non-probabilistic faults: random latencies still repeat run after run.
    const seed = definition.fire.mode === 'probability' ? definition.fire.seed : 1;
    faults.set(id, {
      active,
      matches: compilePathMatcher(definition.match.path),
      random: mulberry32(seed),
    });
    return structuredClone(active);
  }

  /** The caller's session faults, then the global ones. */
  list(session: string): ActiveFault[] {
    return [...this.faultsOf('session', session).values(), ...this.global.values()].map(
      ({ active }) => structuredClone(active),
    );
  }

  /** Removes the caller's session fault with this id, else the global one. */
  remove(id: string, session: string): boolean {
    return (
      this.forget(this.faultsOf('session', session), 'session', id, session) ||
      this.forget(this.global, 'global', id, session)
    );
  }

  /** Clears one session's faults, or the global ones; returns how many went. */
  clear(scope: FaultScope, session: string): number {
    const faults = this.faultsOf(scope, session);
    const count = faults.size;
    if (scope === 'global') this.global.clear();
    else this.sessions.delete(session);
    return count;
  }

  clearAll(): void {
    this.global.clear();
    this.sessions.clear();
  }

  /**
   * Decides, and counts, what happens to one request. Every firing latency adds up; the first
   * firing terminal fault wins, and the ones after it are not consulted, so a shadowed `times`
   * fault keeps its count.
   */
  decide(method: string, path: string, session: string): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0, firedIds: [] };
    const places: Array<[Map<string, StoredFault>, FaultScope]> = [
      [this.faultsOf('session', session), 'session'],
      [this.global, 'global'],
    ];
    for (const [faults, scope] of places) {
      for (const stored of [...faults.values()]) {
        const { active } = stored;
        if (active.match.method !== undefined && active.match.method !== method) continue;
        if (!stored.matches(path)) continue;
        const isLatency = active.fault.type === 'latency';
        if (!isLatency && decision.fault) continue;
        if (!this.fires(stored)) continue;
        decision.firedIds.push(active.id);
        if (active.fault.type === 'latency')
          decision.latencyMs += drawLatency(active.fault, stored.random);
        else decision.fault = active.fault;
        if (active.remaining === 0) this.forget(faults, scope, active.id, session);
      }
    }
    return decision;
  }

  private fires(stored: StoredFault): boolean {
    const { active } = stored;
    const { fire } = active;
    if (fire.mode === 'probability' && !(stored.random() < fire.p)) return false;
    if (active.remaining !== undefined) active.remaining -= 1;
    active.fired += 1;
    return true;
  }

  private forget(
    faults: Map<string, StoredFault>,
    scope: FaultScope,
    id: string,
    session: string,
  ): boolean {
    const removed = faults.delete(id);
    // An emptied session map is dropped so sessions that come and go do not pile up.
    if (scope === 'session' && faults.size === 0) this.sessions.delete(session);
    return removed;
  }

  private has(id: string): boolean {
    return this.global.has(id) || [...this.sessions.values()].some((faults) => faults.has(id));
  }

  private faultsOf(scope: FaultScope, session: string, create = false): Map<string, StoredFault> {
    if (scope === 'global') return this.global;
    const existing = this.sessions.get(session);
    if (existing) return existing;
    const faults = new Map<string, StoredFault>();
    if (create) this.sessions.set(session, faults);
    return faults;
  }
}
