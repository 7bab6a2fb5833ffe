import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../http/sendError';
import { attachmentFileUrl } from './attachmentPaths';
import { checkUploadKey, checkUploadName } from './checkUploadName';
import { isMultipart, parseUploadForm, summarizeUploadForm } from './parseUploadForm';
import { readRequestBytes } from './readRequestBytes';
import { md5Mismatch, tooLarge, UPLOAD_CODES, type UploadRejection } from './uploadErrors';
import { uploadKey } from './uploadKey';
import type { UploadStore } from './UploadStore';

/** Room for the text fields and part headers around the file in one multipart body. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface UploadDeps {
  uploads: UploadStore;
  now(): Date;
  /** For the key's random suffix; Math.random by default. */
  random?: () => number;
  /** A storage that takes only its own upload tokens (the form storage's `token` field). */
  acceptsToken?: (token: string | undefined) => boolean;
}

/** The answer of docs/upload.md's upload, in the Attachment shape of docs/upload.md. */
export interface UploadedFile {
  id: string;
  key: string;
  url: string;
  thumbUrl: string;
  fileName: string;
  size: number;
}

function reject(res: Response, rejection: UploadRejection): void {
  sendError(res, rejection.status, rejection.code, rejection.message);
}

function firstProblem(...checks: (() => UploadRejection | null)[]): UploadRejection | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/**
 * POST multipart uploadFile: one file plus the upload data fields of docs/upload.md (`key`,
 * `x:originalname`, `token`, `uploadType`, …; optional `md5`). Enforces docs/upload.md's rules as a
 * real backend would and stores the bytes under a generated id.
 */
export function handleUploadFile(deps: UploadDeps): RequestHandler {
  const { uploads } = deps;
  return async (req: Request, res: Response) => {
    const contentType = req.headers['content-type'];
    if (!isMultipart(contentType) || req.body !== undefined) {
      sendError(res, 415, UPLOAD_CODES.notMultipart, 'Send the file as multipart/form-data');
      return;
    }
    const body = await readRequestBytes(req, uploads.maxBytes + FORM_OVERHEAD_BYTES);
    if (body.tooLarge) return reject(res, tooLarge(uploads.maxBytes));
    const form = await parseUploadForm(body.bytes, contentType);
    if (!form) {
      sendError(res, 400, UPLOAD_CODES.badMultipart, 'The multipart body could not be read');
      return;
    }
    // Read by the journal when the response finishes.
    req.body = summarizeUploadForm(form);
    if (deps.acceptsToken && !deps.acceptsToken(form.fields.token)) {
      sendError(
        res,
        401,
        UPLOAD_CODES.badToken,
        'The upload token is missing or was not issued by this storage',
      );
      return;
    }
    const [file] = form.files;
    if (form.files.length !== 1 || file === undefined) {
      sendError(res, 400, UPLOAD_CODES.missingFile, 'Send exactly one file part');
      return;
    }
    const originalName = form.fields['x:originalname'] || undefined;
    const fileName = originalName ?? file.name;
    const key = form.fields.key || uploadKey(fileName, deps.now(), deps.random);
    const problem = firstProblem(
      () => checkUploadName(file.name),
      () => (originalName === undefined ? null : checkUploadName(originalName)),
      () => checkUploadKey(key),
      () => (file.size > uploads.maxBytes ? tooLarge(uploads.maxBytes) : null),
    );
    if (problem) return reject(res, problem);

    const stored = await uploads.save({
      bytes: new Uint8Array(await file.arrayBuffer()),
      key,
      fileName,
      contentType: file.type || 'application/octet-stream',
    });
    const expectedMd5 = form.fields.md5;
    if (expectedMd5 !== undefined && expectedMd5.trim().toLowerCase() !== stored.md5) {
      await uploads.remove(stored.id);
      return reject(res, md5Mismatch());
    }
    const url = attachmentFileUrl(stored.id);
    const value: UploadedFile = {
      id: stored.id,
      key: stored.key,
      url,
      thumbUrl: url,
      fileName: stored.fileName,
      size: stored.size,
    };
    res.json({ value });
  };
}
