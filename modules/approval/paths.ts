import { approvalDescriptor } from './descriptor';

const root = approvalDescriptor.registry.rootPath ?? '/approval';

/** Path builders for the approval module; no string URLs elsewhere. */
export const approvalPaths = {
  root: () => root,
  bill: (id: string) => `${root}/bills/${encodeURIComponent(id)}`,
  /** The router's pattern for `bill`. */
  billPattern: () => `${root}/bills/:id`,
  /** The bills module's public address for a bill (micro-frontends meet at URLs, not imports). */
  billDetail: (id: string) => `/bills/${encodeURIComponent(id)}`,
} as const;

/** Ids come from the address bar: anything odd is treated as a bill that does not exist. */
export function isPlausibleBillId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[\w:.-]{1,128}$/.test(id);
}
