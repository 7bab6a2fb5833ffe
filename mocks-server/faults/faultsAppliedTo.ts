import type { Response } from 'express';
import type { FaultDecision } from './FaultDefinition';

// A WeakMap, like unmatchedResponses: typed without touching Express's globals.
const applied = new WeakMap<Response, FaultDecision>();

export function markFaulted(res: Response, decision: FaultDecision): void {
  applied.set(res, decision);
}

/** What the faults did to this response (latency, terminal fault), so a recording can replay it. */
export function faultDecisionOf(res: Response): FaultDecision | undefined {
  return applied.get(res);
}
