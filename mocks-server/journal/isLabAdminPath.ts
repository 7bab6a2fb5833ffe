export const LAB_ADMIN_PREFIX = '/__lab';

/**
 * Lab mounts that stand in for services the app calls: the storage it uploads to
 * (uploads/uploadTokenData.ts, uploads/tenantStorage.ts), the document preview host it opens
 * files on (preview/documentPreviewRouter.ts) and the address of seeded attachments the app
 * downloads (data/seedBillDetails.ts; no bytes are stored there, so an answer is a fault or a
 * 404). They are the app's own calls, so they are journaled, faultable and recorded like the API.
 */
const APP_FACING_LAB_MOUNTS = [
  '/__lab/object-store',
  '/__lab/form-store',
  '/__lab/preview',
  '/__lab/files',
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Admin calls would drown the app's own calls and make counts depend on who is watching. */
export function isLabAdminPath(path: string): boolean {
  return (
    under(path, LAB_ADMIN_PREFIX) && !APP_FACING_LAB_MOUNTS.some((mount) => under(path, mount))
  );
}
