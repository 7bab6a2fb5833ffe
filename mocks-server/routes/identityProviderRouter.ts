import { Router } from 'express';

/**
 * Identity provider (spec §7), mounted on /api: POST /idp/public/oauth2/token and
 * POST /idp/public/oauth2/authorize.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function identityProviderRouter(): Router {
  return Router();
}
