import { Router } from 'express';
import type { Request, Response } from 'express';
import { sendError } from '../http/sendError';
import { checkUploadKey } from './checkUploadName';
import { readRequestBytes } from './readRequestBytes';
import { sendStoredFile } from './sendStoredFile';
import { tooLarge, UPLOAD_CODES } from './uploadErrors';
import { ossMultipart, type ObjectSlot } from './ossMultipart';
import { LAB_BUCKET } from './uploadTokenData';
import type { UploadStore } from './UploadStore';

interface ObjectParams {
  bucket: string;
  key: string[];
}

/**
 * The lab's object-store emulation behind the upload token data: PUT stores the raw body under
 * `<bucket>/<key>` (same size limit and key rules as uploads, a new PUT replaces the object)
 * and answers with the MD5 as ETag; GET serves it back; the OSS multipart calls of
 * ossMultipart.ts build an object from parts. Mount at /__lab/object-store before the body
 * parsers: a JSON or form file must reach it as raw bytes.
 */
export function objectStoreRouter(uploads: UploadStore): Router {
  const router = Router();
  const objects = new Map<string, string>();

  // `*key` takes every remaining segment, so a key with a slash is refused, not unrouted.
  const save = async (at: ObjectSlot, bytes: Buffer, contentType: string) => {
    const stored = await uploads.save({ bytes, key: at.key, fileName: at.key, contentType });
    const replaced = objects.get(at.slot);
    objects.set(at.slot, stored.id);
    if (replaced !== undefined) await uploads.remove(replaced);
    return stored;
  };
  const multipart = ossMultipart(uploads, save);
  const slotOf = (req: Request<ObjectParams>, key: string): ObjectSlot => ({
    bucket: req.params.bucket,
    key,
    slot: `${req.params.bucket}/${key}`,
  });
  const uploadIdOf = (req: Request<ObjectParams>) =>
    typeof req.query.uploadId === 'string' ? req.query.uploadId : null;

  const locate = (req: Request<ObjectParams>, res: Response): string | null => {
    const { bucket } = req.params;
    const key = req.params.key.join('/');
    if (bucket !== LAB_BUCKET) {
      sendError(res, 404, UPLOAD_CODES.noSuchBucket, `The lab's only bucket is ${LAB_BUCKET}`);
      return null;
    }
    const problem = checkUploadKey(key);
    if (problem) {
      sendError(res, problem.status, problem.code, problem.message);
      return null;
    }
    return key;
  };

  router.put('/:bucket/*key', async (req: Request<ObjectParams>, res) => {
    const key = locate(req, res);
    if (key === null) return;
    const uploadId = uploadIdOf(req);
    if (uploadId !== null) return multipart.uploadPart(slotOf(req, key), req, res, uploadId);
    if (req.body !== undefined) {
      sendError(res, 415, UPLOAD_CODES.bodyConsumed, 'A body parser read this body first');
      return;
    }
    const body = await readRequestBytes(req, uploads.maxBytes);
    if (body.tooLarge) {
      const rejection = tooLarge(uploads.maxBytes);
      sendError(res, rejection.status, rejection.code, rejection.message);
      return;
    }
    const contentType = req.headers['content-type'] ?? 'application/octet-stream';
    const stored = await save(slotOf(req, key), body.bytes, contentType);
    res.setHeader('ETag', `"${stored.md5}"`);
    res.status(200).end();
  });

  router.post('/:bucket/*key', async (req: Request<ObjectParams>, res) => {
    const key = locate(req, res);
    if (key === null) return;
    const uploadId = uploadIdOf(req);
    if (uploadId !== null) return multipart.complete(slotOf(req, key), req, res, uploadId);
    if ('uploads' in req.query) return multipart.initiate(slotOf(req, key), req, res);
    sendError(res, 400, UPLOAD_CODES.badMultipart, 'POST needs ?uploads or ?uploadId');
  });

  router.get('/:bucket/*key', async (req: Request<ObjectParams>, res) => {
    const key = locate(req, res);
    if (key === null) return;
    const slot = `${req.params.bucket}/${key}`;
    const id = objects.get(slot);
    // After a lab reset the store forgot the file; the stale slot goes too.
    if (id !== undefined && uploads.find(id) === undefined) objects.delete(slot);
    await sendStoredFile(res, uploads, id);
  });

  return router;
}
