import type { Response } from 'express';

// A WeakSet instead of a flag on res.locals: typed without augmenting Express's globals, and
// it cannot collide with a route's own locals.
const unmatched = new WeakSet<Response>();

/** Called by the catch-all handler so the journal can tell people which calls the lab lacks. */
export function markUnmatched(res: Response): void {
  unmatched.add(res);
}

export function isUnmatched(res: Response): boolean {
  return unmatched.has(res);
}
