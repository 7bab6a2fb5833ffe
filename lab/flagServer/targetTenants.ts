import type { FeatureFlag, TargetRule } from '../../flags/evaluation/types';
import { FlagDefinitionError } from './FlagDefinitionError';
import { parseStringList } from './referencedSegmentIds';

/** The user property that names a tenant in the app's FeatBit user. */
export const TENANT_PROPERTY = 'corporationId';

/** Rules the lab manages for tenant targeting: one per variation, `lab-tenants-<variationId>`. */
export const TENANT_RULE_PREFIX = 'lab-tenants-';

export interface TenantTargeting {
  corporationIds: string[];
  /** null: stop targeting these tenants, so they fall through to the other rules. */
  variationId: string | null;
  /** true: the variation's tenant list becomes exactly corporationIds instead of growing. */
  replace?: boolean;
}

/** The tenants a lab tenant rule lists, from its `corporationId IsOneOf [...]` condition. */
export function tenantsOf(rule: TargetRule): string[] {
  const condition = rule.conditions.find(
    (c) => c.property === TENANT_PROPERTY && c.op === 'IsOneOf',
  );
  return (condition && parseStringList(condition.value)) ?? [];
}

/**
 * Serves `variationId` to the listed tenants with FeatBit rules (`corporationId IsOneOf`), ahead
 * of every other rule so explicit targeting wins. A tenant sits in at most one tenant rule.
 * Returns a new flag; targeting only applies while the flag is enabled (gotcha k).
 */
export function targetTenants(flag: FeatureFlag, targeting: TenantTargeting): FeatureFlag {
  const { corporationIds, variationId, replace = false } = targeting;
  if (variationId !== null && !flag.variations.some((v) => v.id === variationId)) {
    throw new FlagDefinitionError(`variationId "${variationId}" is not a variation of ${flag.key}`);
  }
  const moving = new Set(corporationIds);
  const isTenantRule = (rule: TargetRule) => rule.id.startsWith(TENANT_RULE_PREFIX);
  const lists = new Map<string, string[]>();
  for (const rule of flag.rules.filter(isTenantRule)) {
    lists.set(rule.id.slice(TENANT_RULE_PREFIX.length), tenantsOf(rule));
  }
  for (const [id, tenants] of lists) {
    if (id !== variationId)
      lists.set(
        id,
        tenants.filter((t) => !moving.has(t)),
      );
  }
  if (variationId !== null) {
    const kept = replace ? [] : (lists.get(variationId) ?? []);
    lists.set(variationId, [...new Set([...kept, ...corporationIds])]);
  }
  const tenantRules = flag.variations.flatMap((variation) => {
    const tenants = lists.get(variation.id) ?? [];
    return tenants.length === 0 ? [] : [tenantRule(variation.id, variation.name, tenants)];
  });
  return { ...flag, rules: [...tenantRules, ...flag.rules.filter((rule) => !isTenantRule(rule))] };
}

function tenantRule(variationId: string, variationName: string, tenants: string[]): TargetRule {
  return {
    id: `${TENANT_RULE_PREFIX}${variationId}`,
    name: `Tenants served ${variationName}`,
    dispatchKey: null,
    includedInExpt: false,
    conditions: [{ property: TENANT_PROPERTY, op: 'IsOneOf', value: JSON.stringify(tenants) }],
    variations: [{ id: variationId, rollout: [0, 1], exptRollout: 1 }],
  };
}
