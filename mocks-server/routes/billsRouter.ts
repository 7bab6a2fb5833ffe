import { Router } from 'express';

/**
 * Bills (flows) and their list queries, approvals and prints, mounted on /api; the bill
 * workflow fills it.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function billsRouter(): Router {
  return Router();
}
