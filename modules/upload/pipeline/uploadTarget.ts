import { readTokenData, type UploadTokenData } from './uploadDataFields';

/**
 * Where the tenant's files go, read from the upload token answer (docs/upload.md token data paths):
 * - `ALIOSS` with token data → the vendor's browser client straight to cloud storage;
 * - `minio` with token data → a PUT to the object-store path, checked by MD5;
 * - `HUAYU` or any other storage type with an action address → a form post to that address;
 * - no storage type (the server keeps the files itself) → multipart to uploadFile.
 */
export type UploadTarget =
  | { kind: 'server'; uploadType?: undefined }
  | { kind: 'oss'; uploadType: string; tokenData: UploadTokenData }
  | { kind: 'put'; uploadType: string; tokenData: UploadTokenData }
  | { kind: 'form'; uploadType: string; action: string; token?: string };

export const SERVER_TARGET: UploadTarget = { kind: 'server' };

/** Why an answer cannot be used: the person is told the upload could not start. */
export class UploadTargetError extends Error {
  override readonly name = 'UploadTargetError';
}

const MAX_TEXT = 4096;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
    ? value.trim()
    : undefined;
}

/** A same-site path or an http(s) address; nothing else may receive the file. */
function actionAddress(value: unknown): string | undefined {
  const address = text(value);
  if (!address) return undefined;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return /^https?:\/\/[^\s]+$/i.test(address) ? address : undefined;
}

/** Reads the token answer (`{value: {...}}` or the bare object); throws on a storage it cannot use. */
export function readUploadTarget(raw: unknown): UploadTarget {
  const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  const value = body && 'value' in body ? body.value : body;
  if (value === null || value === undefined || value === '') return SERVER_TARGET;
  if (typeof value !== 'object')
    throw new UploadTargetError('upload token answer is not an object');
  const fields = value as Record<string, unknown>;
  const uploadType = text(fields.uploadType);
  if (!uploadType) return SERVER_TARGET;
  if (uploadType === 'ALIOSS' || uploadType.toLowerCase() === 'minio') {
    const tokenData = readTokenData(fields.tokenData ?? fields);
    if (!tokenData) throw new UploadTargetError(`${uploadType} answer without token data`);
    return { kind: uploadType === 'ALIOSS' ? 'oss' : 'put', uploadType, tokenData };
  }
  const action = actionAddress(fields.action ?? fields.uploadUrl);
  if (!action) throw new UploadTargetError(`${uploadType} answer without an action address`);
  return { kind: 'form', uploadType, action, token: text(fields.token) };
}
