import type { Request } from 'express';
import type { Tenant } from '../data/types';

export const LAB_TENANT_COOKIE = 'lab-tenant';

/**
 * The lab lets a person (or a test's browser) act as staff of any seeded tenant: the cookie
 * `lab-tenant=<corporationId>` moves the current staff into that corporation.
 * Returns undefined without the cookie, null for a corporation the lab does not know.
 */
export function labTenantOf(req: Request, tenants: readonly Tenant[]): Tenant | null | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LAB_TENANT_COOKIE}=([^;]*)`).exec(
    req.headers.cookie ?? '',
  );
  if (!match) return undefined;
  let corporationId: string;
  try {
    corporationId = decodeURIComponent(match[1]).trim();
  } catch {
    return null;
  }
  return tenants.find((tenant) => tenant.corporationId === corporationId) ?? null;
}
