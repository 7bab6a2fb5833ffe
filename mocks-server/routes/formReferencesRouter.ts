import { Router } from 'express';

/**
 * Fee assignment rules as form references (docs/bills-and-workflow.md), mounted on /api: get, list, update and
 * create under /form/v2/references.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function formReferencesRouter(): Router {
  return Router();
}
