import { Router } from 'express';

/**
 * Business center (spec §7), mounted on /auth because its real paths sit outside /api:
 * POST /oauth2/token/:product and POST /oauth2/grant/:product/code, form bodies.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function businessCenterRouter(): Router {
  return Router();
}
