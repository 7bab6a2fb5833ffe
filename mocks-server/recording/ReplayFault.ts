/**
 * How a recorded exchange failed, so replay fails it the same way: a reset (at a share of the
 * request body), an answer that never comes, a body sent slowly or cut short, a request body
 * read slowly, or a fault that answered in place of the route (status, empty, malformed JSON).
 */
export type ReplayFault =
  | { type: 'reset'; afterRequestPercent?: number }
  | { type: 'hang' }
  | { type: 'dribble'; bytesPerChunk: number; intervalMs: number }
  | { type: 'truncate'; afterBytes: number }
  | { type: 'slow-link'; bytesPerSecond: number }
  | { type: 'status' }
  | { type: 'empty' }
  | { type: 'malformed-json' };

export const REPLAY_FAULT_TYPES = [
  'reset',
  'hang',
  'dribble',
  'truncate',
  'slow-link',
  'status',
  'empty',
  'malformed-json',
] as const;
