import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCompleteParts, sendOssError, sendXml } from './ossXml';
import { readRequestBytes } from './readRequestBytes';
import type { StoredUpload, UploadStore } from './UploadStore';

/** What the handlers read of a request, whatever its route parameters. */
type OssRequest = Pick<Request, 'query' | 'headers'> & AsyncIterable<Buffer | string>;

interface PendingUpload {
  slot: string;
  contentType: string;
  parts: Map<number, { bytes: Buffer; etag: string }>;
}

/** Where an object lives: the bucket, its key, and the store slot `<bucket>/<key>`. */
export interface ObjectSlot {
  bucket: string;
  key: string;
  slot: string;
}

const MAX_PARTS = 10_000;

/**
 * The subset of the OSS multipart API the vendor's browser client uses:
 * InitiateMultipartUpload (POST ?uploads), UploadPart (PUT ?partNumber&uploadId, ETag = part MD5)
 * and CompleteMultipartUpload (POST ?uploadId with the part list; ETag = the whole file's MD5).
 * Answers are XML like the real service.
 */
export function ossMultipart(
  uploads: UploadStore,
  save: (at: ObjectSlot, bytes: Buffer, type: string) => Promise<StoredUpload>,
) {
  const pending = new Map<string, PendingUpload>();

  const initiate = (at: ObjectSlot, req: OssRequest, res: Response) => {
    const uploadId = randomUUID().replace(/-/g, '').toUpperCase();
    const contentType = req.headers['content-type'] ?? 'application/octet-stream';
    pending.set(uploadId, { slot: at.slot, contentType, parts: new Map() });
    sendXml(res, 200, 'InitiateMultipartUploadResult', {
      Bucket: at.bucket,
      Key: at.key,
      UploadId: uploadId,
    });
  };

  const uploadPart = async (at: ObjectSlot, req: OssRequest, res: Response, uploadId: string) => {
    const upload = pending.get(uploadId);
    const partNumber = Number(req.query.partNumber);
    if (!upload || upload.slot !== at.slot)
      return sendOssError(res, 404, 'NoSuchUpload', 'The upload does not exist');
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) {
      return sendOssError(res, 400, 'InvalidArgument', 'partNumber must be 1-10000');
    }
    const body = await readRequestBytes(req, uploads.maxBytes);
    if (body.tooLarge)
      return sendOssError(res, 413, 'EntityTooLarge', 'The part is over the limit');
    const etag = createHash('md5').update(body.bytes).digest('hex').toUpperCase();
    upload.parts.set(partNumber, { bytes: body.bytes, etag });
    res.setHeader('ETag', `"${etag}"`);
    res.status(200).end();
  };

  const complete = async (at: ObjectSlot, req: OssRequest, res: Response, uploadId: string) => {
    const upload = pending.get(uploadId);
    if (!upload || upload.slot !== at.slot)
      return sendOssError(res, 404, 'NoSuchUpload', 'The upload does not exist');
    const body = await readRequestBytes(req, 1024 * 1024);
    const listed = body.tooLarge ? null : readCompleteParts(body.bytes.toString('utf8'));
    if (!listed) return sendOssError(res, 400, 'MalformedXML', 'The part list could not be read');
    const chunks: Buffer[] = [];
    for (const { partNumber, etag } of listed) {
      const part = upload.parts.get(partNumber);
      if (!part || part.etag !== etag.toUpperCase()) {
        return sendOssError(
          res,
          400,
          'InvalidPart',
          `Part ${partNumber} was not uploaded as listed`,
        );
      }
      chunks.push(part.bytes);
    }
    const whole = Buffer.concat(chunks);
    if (whole.length > uploads.maxBytes)
      return sendOssError(res, 413, 'EntityTooLarge', 'The object is over the limit');
    pending.delete(uploadId);
    const stored = await save(at, whole, upload.contentType);
    res.setHeader('ETag', `"${stored.md5}"`);
    sendXml(res, 200, 'CompleteMultipartUploadResult', {
      Location: `/${at.slot}`,
      Bucket: at.bucket,
      Key: at.key,
      ETag: `"${stored.md5}"`,
    });
  };

  return { initiate, uploadPart, complete };
}
