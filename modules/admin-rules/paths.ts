import { adminRulesDescriptor } from './descriptor';

/** Path builders for the admin-rules module; no string URLs elsewhere. */
export const adminRulesPaths = {
  root: () => adminRulesDescriptor.registry.rootPath ?? '/admin-rules',
} as const;
