import type { Response } from 'express';
import { sendError } from '../http/sendError';
import { contentDisposition } from './contentDisposition';
import { UPLOAD_CODES } from './uploadErrors';
import type { UploadStore } from './UploadStore';

/**
 * Answers with a stored file's bytes, its type, its MD5 as ETag (what S3-style stores send and
 * docs/upload.md's minio check compares with) and its name for saving; 404 when it is unknown.
 */
export async function sendStoredFile(
  res: Response,
  uploads: UploadStore,
  id: string | undefined,
): Promise<void> {
  const record = id === undefined ? undefined : uploads.find(id);
  const bytes = record === undefined ? null : await uploads.read(record.id);
  if (record === undefined || bytes === null) {
    sendError(res, 404, UPLOAD_CODES.notFound, 'No such file in the lab');
    return;
  }
  res.setHeader('Content-Type', record.contentType);
  res.setHeader('Content-Disposition', contentDisposition(record.fileName));
  res.setHeader('ETag', `"${record.md5}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(bytes);
}
