import { Router } from 'express';
import type { ValueResponse } from '../data/types';
import { ATTACHMENTS_BASE, isUploadId } from '../uploads/attachmentPaths';
import { handleUploadFile, type UploadDeps } from '../uploads/handleUploadFile';
import { sendStoredFile } from '../uploads/sendStoredFile';
import { uploadTokenData, type UploadTokenData } from '../uploads/uploadTokenData';

export type AttachmentsDeps = UploadDeps;

/**
 * Attachments and uploads (spec §7), mounted on /api:
 * - POST uploadFile (multipart), the upload and the form upload's action url;
 * - GET files/:id, the download (an `accesstoken` header is accepted, `timestamp` ignored);
 * - GET token, upload token data for the direct cloud-storage path (the lab's choice of path:
 *   the spec shows none), pointing at the lab's object store under /__lab/object-store.
 * Without an upload store (not wired yet) the router stays empty and these calls fall through
 * to the no-route 404, which the journal lists as unmatched.
 */
export function attachmentsRouter(deps?: AttachmentsDeps): Router {
  const router = Router();
  if (deps === undefined) return router;
  const { uploads } = deps;

  router.post(`${ATTACHMENTS_BASE}/uploadFile`, handleUploadFile(deps));

  router.get(`${ATTACHMENTS_BASE}/files/:id`, async (req, res) => {
    const { id } = req.params;
    await sendStoredFile(res, uploads, isUploadId(id) ? id : undefined);
  });

  router.get(`${ATTACHMENTS_BASE}/token`, (req, res) => {
    const body: ValueResponse<UploadTokenData> = {
      value: uploadTokenData(`${req.protocol}://${req.get('host')}`),
    };
    res.json(body);
  });

  return router;
}
