import { evaluateFlag } from '../../flags/evaluation';
import type { EndUser, FeatureFlag, Segment } from '../../flags/evaluation/types';
import { TENANT_PROPERTY } from './targetTenants';

export interface TenantVariation {
  corporationId: string;
  variationId: string | null;
  value: string | null;
  reason: string;
}

/** A stand-in user for "anyone in this tenant": tenant rules and tenant rollouts see only this. */
export function tenantUser(corporationId: string): EndUser {
  return {
    keyId: `tenant:${corporationId}`,
    name: corporationId,
    customizedProperties: [{ name: TENANT_PROPERTY, value: corporationId }],
  };
}

/**
 * Which variation each tenant gets. Exact for tenant-level targeting (rules on corporationId,
 * rollouts with dispatchKey corporationId); rules on other properties may differ per user.
 */
export function tenantVariations(
  flag: FeatureFlag,
  corporationIds: readonly string[],
  segments: readonly Segment[],
): TenantVariation[] {
  return corporationIds.map((corporationId) => {
    const result = evaluateFlag(flag, tenantUser(corporationId), segments);
    return {
      corporationId,
      variationId: result.variation?.id ?? null,
      value: result.variation?.value ?? null,
      reason: result.reason,
    };
  });
}
