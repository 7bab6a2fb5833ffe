import { Router } from 'express';

/**
 * Group center (spec §7), mounted on /api: tenants with permissions, task status, share
 * permission and batch distribution under /v1/group/center.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function groupCenterRouter(): Router {
  return Router();
}
