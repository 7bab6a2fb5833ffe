import type { Response } from 'express';

// A WeakMap, like unmatchedResponses: typed without touching Express's globals.
const applied = new WeakMap<Response, string[]>();

export function markFaulted(res: Response, faultIds: string[]): void {
  applied.set(res, faultIds);
}

/** Which faults fired for this response, so the journal and the console can say why it failed. */
export function faultsAppliedTo(res: Response): string[] {
  return applied.get(res) ?? [];
}
