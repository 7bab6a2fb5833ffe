import type { Request } from 'express';
import type { Tenant } from '../data/types';
import { readCookie } from '../http/readCookie';

export const LAB_TENANT_COOKIE = 'lab-tenant';

/**
 * The lab lets a person (or a test's browser) act as staff of any seeded tenant: the cookie
 * `lab-tenant=<corporationId>` moves the current staff into that corporation.
 * Returns undefined without the cookie, null for a corporation the lab does not know.
 */
export function labTenantOf(req: Request, tenants: readonly Tenant[]): Tenant | null | undefined {
  const corporationId = readCookie(req.headers.cookie, LAB_TENANT_COOKIE);
  if (corporationId === undefined || corporationId === null) return corporationId;
  return tenants.find((tenant) => tenant.corporationId === corporationId.trim()) ?? null;
}
