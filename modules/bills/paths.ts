import { billsDescriptor } from './descriptor';

const root = billsDescriptor.registry.rootPath ?? '/bills';

/** Path builders for the bills module; no string URLs elsewhere. */
export const billsPaths = {
  root: () => root,
  mine: () => root,
  /** The one backlog lives in the approval module; 单据 › 待我处理 opens it there. */
  backlog: () => '/approval',
  /** The old address of a second backlog: it forwards to the one backlog. */
  oldBacklog: () => `${root}/backlog`,
  detail: (id: string) => `${root}/${encodeURIComponent(id)}`,
  /** The router's pattern for `detail`. */
  detailPattern: () => `${root}/:id`,
  /** A new bill: choose its type, then fill it in. */
  create: () => `${root}/new`,
  edit: (id: string) => `${root}/${encodeURIComponent(id)}/edit`,
  /** The person's invoice wallet (票夹); `capture` opens the capture at once. */
  wallet: (capture = false) => `${root}/wallet${capture ? '?capture=1' : ''}`,
  editPattern: () => `${root}/:id/edit`,
  /** The approval and print modules' pages for a bill: other micro-apps, met at their URLs. */
  approvalFlow: (id: string) => `/approval/bills/${encodeURIComponent(id)}`,
  print: (id: string) => `/print/bills/${encodeURIComponent(id)}`,
} as const;

/** Addresses under the root that are pages of their own, not bills. */
const OWN_PAGES = new Set([billsPaths.create(), billsPaths.oldBacklog(), billsPaths.wallet()]);

/** The bill a link's address opens (`detail(id)`), or null for any other address. */
export function billIdOfDetailPath(href: string | null): string | null {
  if (href === null || OWN_PAGES.has(href) || !href.startsWith(`${root}/`)) return null;
  const rest = href.slice(root.length + 1);
  if (rest.includes('/') || /[?#]/.test(rest)) return null;
  let id: string;
  try {
    id = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return isPlausibleBillId(id) ? id : null;
}

/** Ids come from the address bar: anything odd is treated as a bill that does not exist. */
export function isPlausibleBillId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[\w:.-]{1,128}$/.test(id);
}
