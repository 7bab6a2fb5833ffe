import { isRecord, text } from './text';

export interface Variation {
  id: string;
  name: string;
  value: string;
}

export interface RuleCondition {
  property: string;
  op: string;
  value: string;
}

export interface Rule {
  id: string;
  name?: string;
  conditions: RuleCondition[];
  variations?: Array<{ id: string; rollout: [number, number] }>;
}

/** The flag as the consoles read it: FeatBit's shape, checked only as far as they rely on it. */
export interface ConsoleFlag {
  key: string;
  name: string;
  variationType: string;
  isEnabled: boolean;
  isArchived: boolean;
  variations: Variation[];
  rules: Rule[];
  disabledVariationId: string;
  fallthrough: {
    dispatchKey: string | null;
    includedInExpt?: boolean;
    variations: Array<{ id: string; rollout: [number, number] }>;
  };
  description?: string;
}

/** What GET /__lab/flags/:key/tenants says one tenant gets. */
export interface ServedCell {
  corporationId: string;
  variationId: string | null;
  value: string | null;
  reason: string;
}

export const TENANT_RULE_PREFIX = 'lab-tenants-';
export const MODULE_PREFIX = 'module-';

export function isFlag(value: unknown): value is ConsoleFlag {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    Array.isArray(value.variations) &&
    Array.isArray(value.rules) &&
    isRecord(value.fallthrough)
  );
}

export const variationLabel = (v: Variation): string => `${text(v.name)} (${text(v.value)})`;

export const flagPath = (key: string): string => `/__lab/flags/${encodeURIComponent(key)}`;

function listOf(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The tenants each lab tenant rule (written by POST /__lab/flags/:key/tenants) serves, by variation. */
export function targetedTenants(flag: ConsoleFlag): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const rule of flag.rules) {
    if (!rule.id.startsWith(TENANT_RULE_PREFIX)) continue;
    const tenants = rule.conditions
      .filter((c) => c.property === 'corporationId' && c.op === 'IsOneOf')
      .flatMap((c) => listOf(c.value));
    lists.set(rule.id.slice(TENANT_RULE_PREFIX.length), tenants);
  }
  return lists;
}

/** The variation a lab tenant rule serves this tenant, or '' when it is not targeted. */
export function targetedVariation(flag: ConsoleFlag, corporationId: string): string {
  for (const [variationId, tenants] of targetedTenants(flag)) {
    if (tenants.includes(corporationId)) return variationId;
  }
  return '';
}
