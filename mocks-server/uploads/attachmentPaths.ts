/** Where the attachments router lives under /api, and the address a stored file is served at. */
export const ATTACHMENTS_BASE = '/v1/attachment/attachments';

export function attachmentFileUrl(id: string): string {
  return `/api${ATTACHMENTS_BASE}/files/${id}`;
}

// The store's ids are UUIDs; anything else is unknown without a lookup.
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}
