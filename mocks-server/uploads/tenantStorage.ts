import type { Tenant } from '../data/types';
import type { FormTokens } from './formTokens';
import { uploadTokenData, type UploadTokenData } from './uploadTokenData';

/** Where a tenant keeps attachments; the lab gives each seeded tenant one, so every path runs. */
export type LabStorageType = 'server' | 'ALIOSS' | 'minio' | 'HUAYU';

/** The group keeps files on the server; its subsidiaries, in seed order, use the three others. */
const SUBSIDIARY_STORAGE: readonly LabStorageType[] = ['ALIOSS', 'minio', 'HUAYU'];

export const FORM_STORE_MOUNT = '/__lab/form-store';

export function storageTypeOf(tenants: readonly Tenant[], corporationId: string): LabStorageType {
  const subsidiaries = tenants.filter((tenant) => tenant.parentId !== null);
  const index = subsidiaries.findIndex((tenant) => tenant.corporationId === corporationId);
  return index < 0 ? 'server' : (SUBSIDIARY_STORAGE[index % SUBSIDIARY_STORAGE.length] ?? 'server');
}

export type UploadTargetAnswer =
  | null
  | ({ uploadType: 'ALIOSS' | 'minio' } & UploadTokenData)
  | { uploadType: 'HUAYU'; action: string; token: string };

/**
 * The token call's `value` (the lab's shape; docs/upload.md names the token data, not the envelope):
 * null for server storage, token data with the storage type for ALIOSS and minio, the form
 * storage's address and a one-time token for HUAYU.
 */
export function uploadTargetAnswer(
  storage: LabStorageType,
  origin: string,
  formTokens: FormTokens,
): UploadTargetAnswer {
  if (storage === 'server') return null;
  if (storage === 'HUAYU') {
    return {
      uploadType: 'HUAYU',
      action: `${origin}${FORM_STORE_MOUNT}/upload`,
      token: formTokens.issue(),
    };
  }
  return { uploadType: storage, ...uploadTokenData(origin) };
}
