import * as v from 'valibot';
import { isPlainObject } from '../core/fields';
import { uploadTokenDataSchema, type UploadTokenDataWire } from './uploadTokenData';

/**
 * Where the tenant's files go (docs/upload.md token data paths):
 * - `ALIOSS` with token data → the vendor's browser client straight to cloud storage;
 * - `minio` with token data → a PUT to the object-store path, checked by MD5;
 * - `HUAYU` or any other storage type with an action address → a form post to that address;
 * - no storage type (the server keeps the files itself) → multipart to uploadFile.
 */
export type UploadTarget =
  | { kind: 'server'; uploadType?: undefined }
  | { kind: 'oss'; uploadType: string; tokenData: UploadTokenDataWire }
  | { kind: 'put'; uploadType: string; tokenData: UploadTokenDataWire }
  | { kind: 'form'; uploadType: string; action: string; token?: string };

export const SERVER_TARGET: UploadTarget = { kind: 'server' };

const MAX_TEXT = 4096;

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
    ? value.trim()
    : undefined;
}

/** A same-site path or an http(s) address; nothing else may receive the file. */
function actionAddress(value: unknown): string | undefined {
  const address = textOf(value);
  if (!address) return undefined;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return /^https?:\/\/[^\s]+$/i.test(address) ? address : undefined;
}

/** The storage an answer's value names, or why it cannot be used. */
function targetOf(value: unknown): UploadTarget | string {
  if (value === null || value === undefined || value === '') return SERVER_TARGET;
  if (typeof value !== 'object') return 'upload token answer is not an object';
  const fields = value as Record<string, unknown>;
  const uploadType = textOf(fields.uploadType);
  if (!uploadType) return SERVER_TARGET;
  if (uploadType === 'ALIOSS' || uploadType.toLowerCase() === 'minio') {
    const tokenData = v.safeParse(uploadTokenDataSchema, fields.tokenData ?? fields);
    if (!tokenData.success) return `${uploadType} answer without token data`;
    const kind = uploadType === 'ALIOSS' ? 'oss' : 'put';
    return { kind, uploadType, tokenData: tokenData.output };
  }
  const action = actionAddress(fields.action ?? fields.uploadUrl);
  if (!action) return `${uploadType} answer without an action address`;
  return { kind: 'form', uploadType, action, token: textOf(fields.token) };
}

/**
 * `GET /v1/attachment/attachments/token` (`{value: {...}}` or the bare object) as the upload
 * target; an answer naming a storage the app cannot use fails, rather than sending the file
 * somewhere else.
 */
export const uploadTargetSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = dataset.value;
    const value = isPlainObject(body) && 'value' in body ? body.value : body;
    const target = targetOf(value);
    if (typeof target === 'string') return (addIssue({ message: target }), NEVER);
    return target;
  }),
);
