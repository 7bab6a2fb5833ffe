import { approvalDescriptor } from './descriptor';

/** Path builders for the approval module; no string URLs elsewhere. */
export const approvalPaths = {
  root: () => approvalDescriptor.registry.rootPath ?? '/approval',
} as const;
