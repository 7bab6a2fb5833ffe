import { printDescriptor } from './descriptor';

/** Path builders for the print module; no string URLs elsewhere. */
export const printPaths = {
  root: () => printDescriptor.registry.rootPath ?? '/print',
} as const;
