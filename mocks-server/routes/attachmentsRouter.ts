import { Router } from 'express';

/**
 * Attachments and uploads (spec §7), mounted on /api: the multipart upload at
 * /v1/attachment/attachments/uploadFile, the form upload and downloads.
 * Empty for now: until filled, these calls fall through to the no-route 404 and show up in
 * the journal as unmatched, which is the to-do list.
 */
export function attachmentsRouter(): Router {
  return Router();
}
