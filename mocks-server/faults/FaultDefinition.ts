/** JSON a fault body may carry; kept narrow so a definition always survives a JSON round trip. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type LatencyFault =
  | { type: 'latency'; kind: 'fixed'; ms: number }
  | { type: 'latency'; kind: 'uniform'; minMs: number; maxMs: number }
  | { type: 'latency'; kind: 'jitter'; ms: number; jitterMs: number };

export type Fault =
  | LatencyFault
  | { type: 'status'; status: number; body?: JsonValue; headers?: Record<string, string> }
  | { type: 'reset' }
  | { type: 'empty' }
  | { type: 'malformed-json' }
  | { type: 'truncate'; afterBytes: number }
  | { type: 'dribble'; bytesPerChunk: number; intervalMs: number }
  | { type: 'hang' };

export type FaultType = Fault['type'];

export type FireRule =
  | { mode: 'always' }
  | { mode: 'times'; n: number }
  | { mode: 'probability'; p: number; seed: number };

export interface FaultMatch {
  /** Upper case; absent means any method. */
  method?: string;
  /** A prefix matched on whole segments, or `/regex/flags` tested against the path. */
  path: string;
}

export type FaultScope = 'global' | 'session';

export interface FaultDefinition {
  id?: string;
  match: FaultMatch;
  scope: FaultScope;
  fault: Fault;
  fire: FireRule;
}

/** What GET /__lab/faults shows: the definition plus how it has behaved so far. */
export interface ActiveFault extends FaultDefinition {
  id: string;
  /** The owning session; absent for global faults. */
  session?: string;
  /** Firings left for `times` faults; absent otherwise. */
  remaining?: number;
  fired: number;
}

/** What the middleware must do to one request: wait, then maybe apply one terminal fault. */
export interface FaultDecision {
  latencyMs: number;
  fault?: Exclude<Fault, LatencyFault>;
  firedIds: string[];
}

export const FAULT_TYPES: readonly FaultType[] = [
  'latency',
  'status',
  'reset',
  'empty',
  'malformed-json',
  'truncate',
  'dribble',
  'hang',
];
