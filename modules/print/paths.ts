import { printDescriptor } from './descriptor';

const root = printDescriptor.registry.rootPath ?? '/print';

/** Path builders for the print module; no string URLs elsewhere. */
export const printPaths = {
  root: () => root,
  bill: (id: string) => `${root}/bills/${encodeURIComponent(id)}`,
  /** The router's pattern for `bill`. */
  billPattern: () => `${root}/bills/:id`,
  /** The bills module's detail page: another micro-app, reached through its URL only. */
  billDetail: (id: string) => `/bills/${encodeURIComponent(id)}`,
} as const;

/** Ids come from the address bar: anything odd is treated as a bill that does not exist. */
export function isPlausibleBillId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[\w:.-]{1,128}$/.test(id);
}
