import { randomUUID } from 'node:crypto';
import { issuedSecrets } from '../journal/SecretRegistry';
import type { UploadTokenData } from '@modules/upload/pipeline/uploadDataFields';

/** The one bucket the lab's object store has. */
export const LAB_BUCKET = 'expense-lab';
export const LAB_REGION = 'lab-local';
export const OBJECT_STORE_MOUNT = '/__lab/object-store';

export type { UploadTokenData };

/**
 * Token data for the direct cloud-storage upload (docs/upload.md names no endpoint for it; this is the
 * lab's choice). It points at the lab's own object store, path-style like minio:
 * PUT `${endpoint}/${bucket}/${key}`. The credentials are placeholders nothing checks.
 */
export function uploadTokenData(origin: string): UploadTokenData {
  const securityToken = `lab-sts-${randomUUID()}`;
  issuedSecrets.add(securityToken);
  return {
    accessKeyId: 'LAB-ACCESS-KEY',
    accessKeySecret: 'lab-access-secret',
    securityToken,
    region: LAB_REGION,
    bucket: LAB_BUCKET,
    endpoint: `${origin}${OBJECT_STORE_MOUNT}`,
    cname: false,
  };
}
