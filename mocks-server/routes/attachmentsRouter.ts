import { Router } from 'express';
import type { MockState } from '../data/MockState';
import type { ValueResponse } from '../data/types';
import { currentStaffOf } from '../hosts/currentStaffOf';
import { ATTACHMENTS_BASE, isUploadId } from '../uploads/attachmentPaths';
import type { FormTokens } from '../uploads/formTokens';
import { handleUploadFile, type UploadDeps } from '../uploads/handleUploadFile';
import { sendStoredFile } from '../uploads/sendStoredFile';
import {
  storageTypeOf,
  uploadTargetAnswer,
  type UploadTargetAnswer,
} from '../uploads/tenantStorage';

export interface AttachmentsDeps extends UploadDeps {
  /** The data, for the caller's tenant; without it every tenant keeps files on the server. */
  state?: () => MockState;
  formTokens?: FormTokens;
}

/**
 * Attachments and uploads (docs/upload.md), mounted on /api:
 * - POST uploadFile (multipart), the upload and the form upload's action url;
 * - GET files/:id, the download (an `accesstoken` header is accepted, `timestamp` ignored);
 * - GET token, where the caller's tenant keeps files (the lab's choice of path and envelope: the
 *   spec shows none): null for the server itself, or the storage type with its token data
 *   (ALIOSS, minio: the lab's object store) or its form address and token (HUAYU: the lab's
 *   form storage). Which tenant uses which: uploads/tenantStorage.ts.
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
    const { state, formTokens } = deps;
    let storage: ReturnType<typeof storageTypeOf> = 'server';
    if (state && formTokens) {
      const staff = currentStaffOf(req, res, state());
      if (!staff) return;
      storage = storageTypeOf(state().tenants, staff.corporationId);
    }
    const origin = `${req.protocol}://${req.get('host')}`;
    const body: ValueResponse<UploadTargetAnswer> = {
      value: formTokens ? uploadTargetAnswer(storage, origin, formTokens) : null,
    };
    res.json(body);
  });

  return router;
}
