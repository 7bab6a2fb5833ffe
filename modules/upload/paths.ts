import { uploadDescriptor } from './descriptor';

/** Path builders for the upload module; no string URLs elsewhere. */
export const uploadPaths = {
  root: () => uploadDescriptor.registry.rootPath ?? '/upload',
} as const;
