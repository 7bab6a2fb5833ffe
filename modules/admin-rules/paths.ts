import { adminRulesDescriptor } from './descriptor';

const root = adminRulesDescriptor.registry.rootPath ?? '/admin-rules';

/** Path builders for the admin-rules module; no string URLs elsewhere. */
export const adminRulesPaths = {
  root: () => root,
  create: () => `${root}/new`,
  edit: (id: string) => `${root}/${encodeURIComponent(id)}/edit`,
  editPattern: () => `${root}/:id/edit`,
  feeRules: () => `${root}/fee-rules`,
  extensions: () => `${root}/extensions`,
} as const;

/** Ids come from the address bar: anything odd is treated as a rule that does not exist. */
export function isPlausibleRuleId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[\w:.-]{1,128}$/.test(id);
}
