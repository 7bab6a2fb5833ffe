import { randomUUID } from 'node:crypto';

/** The one bucket the lab's object store has. */
export const LAB_BUCKET = 'expense-lab';
export const LAB_REGION = 'lab-local';
export const OBJECT_STORE_MOUNT = '/__lab/object-store';

/** Spec §3 "Upload token data". */
export interface UploadTokenData {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  region: string;
  bucket: string;
  endpoint: string;
  cname: boolean;
}

/**
 * Token data for the direct cloud-storage upload (spec §7 names no endpoint for it; this is the
 * lab's choice). It points at the lab's own object store, path-style like minio:
 * PUT `${endpoint}/${bucket}/${key}`. The credentials are placeholders nothing checks.
 */
export function uploadTokenData(origin: string): UploadTokenData {
  return {
    accessKeyId: 'LAB-ACCESS-KEY',
    accessKeySecret: 'lab-access-secret',
    securityToken: `lab-sts-${randomUUID()}`,
    region: LAB_REGION,
    bucket: LAB_BUCKET,
    endpoint: `${origin}${OBJECT_STORE_MOUNT}`,
    cname: false,
  };
}
