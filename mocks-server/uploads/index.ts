export { objectStoreRouter } from './objectStoreRouter';
export { OBJECT_STORE_MOUNT } from './uploadTokenData';
export { createUploadStore, UPLOAD_FOLDER_PREFIX } from './UploadStore';
export type { UploadStore } from './UploadStore';
