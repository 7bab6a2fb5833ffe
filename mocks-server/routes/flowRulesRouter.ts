import { Router } from 'express';

/**
 * Bill additional-message rules (spec §7), mounted on /api: search, save, deactivate and the
 * specification lookups under /v1/flow/smallComponentConfig.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function flowRulesRouter(): Router {
  return Router();
}
