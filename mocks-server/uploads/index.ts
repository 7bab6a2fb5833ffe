export { attachmentFileUrl, ATTACHMENTS_BASE } from './attachmentPaths';
export { objectStoreRouter } from './objectStoreRouter';
export { LAB_BUCKET, OBJECT_STORE_MOUNT } from './uploadTokenData';
export type { UploadTokenData } from './uploadTokenData';
export { createUploadStore, DEFAULT_MAX_UPLOAD_BYTES, UPLOAD_FOLDER_PREFIX } from './UploadStore';
export type { StoredUpload, UploadStore, UploadStoreOptions } from './UploadStore';
export type { UploadDeps, UploadedFile } from './handleUploadFile';
