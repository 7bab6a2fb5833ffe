import { billsDescriptor } from './descriptor';

/** Path builders for the bills module; no string URLs elsewhere. */
export const billsPaths = {
  root: () => billsDescriptor.registry.rootPath ?? '/bills',
} as const;
