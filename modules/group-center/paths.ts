import { groupCenterDescriptor } from './descriptor';

/** Path builders for the group-center module; no string URLs elsewhere. */
export const groupCenterPaths = {
  root: () => groupCenterDescriptor.registry.rootPath ?? '/group-center',
} as const;
