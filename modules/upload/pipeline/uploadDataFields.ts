import { parseOrNull } from '@contracts/core/parse';
import { uploadTokenDataSchema } from '@contracts/upload/uploadTokenData';
/** Upload data fields (docs/upload.md) uploadType: the two vendors by name, or a storage type. */
export type UploadType = 'ALIOSS' | 'HUAYU' | (string & {});

/** Upload token data (docs/upload.md). */
export interface UploadTokenData {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  region: string;
  bucket: string;
  endpoint: string;
  cname: boolean;
}

/** Upload data fields (docs/upload.md), sent with the file. */
export interface UploadDataFields {
  key: string;
  'x:originalname': string;
  token?: string;
  uploadType?: UploadType;
  tokenData?: UploadTokenData;
  useMultipartUpload?: boolean;
  isCompress?: boolean;
  quality?: number;
  useRetry?: boolean;
  useSimpleUploadRetry?: boolean;
  filePath?: string;
}

/** The fields as multipart text parts: objects as JSON, booleans and numbers as text. */
export function dataFieldEntries(fields: UploadDataFields): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    return [[name, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
  });
}

/** Reads token data from an untrusted answer (`{value}` or bare); null unless every spec field is there. */
export function readTokenData(raw: unknown): UploadTokenData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>).value ?? raw;
  return parseOrNull(uploadTokenDataSchema, value);
}
