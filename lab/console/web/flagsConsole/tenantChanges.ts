import type { FeatureFlag, Segment } from '../../../../flags/evaluation/types';
import { tenantVariations, type TenantVariation } from '../../../flagServer/tenantVariations';
import { MODULE_PREFIX, type ConsoleFlag } from '../shared/flagModel';
import type { ConsoleSegment, ConsoleTenant } from './FlagsConsole';

export interface Definitions {
  flags: ConsoleFlag[];
  segments: ConsoleSegment[];
}

/** One tenant that gains or loses a variation of one flag. */
export interface TenantChange {
  tenant: ConsoleTenant;
  flagKey: string;
  before: TenantVariation;
  after: TenantVariation;
}

/** What every tenant gets from `flag` under `segments`, with the lab server's own evaluator. */
export function servedToTenants(
  flag: ConsoleFlag,
  tenants: readonly ConsoleTenant[],
  segments: readonly ConsoleSegment[],
): TenantVariation[] {
  const ids = tenants.map((tenant) => tenant.corporationId);
  return tenantVariations(flag as unknown as FeatureFlag, ids, segments as unknown as Segment[]);
}

/**
 * Which tenants get another variation after a change than before it, flag by flag: what the
 * review shows before anything that affects more than one tenant is saved.
 */
export function tenantChanges(
  tenants: readonly ConsoleTenant[],
  before: Definitions,
  after: Definitions,
): TenantChange[] {
  const changes: TenantChange[] = [];
  for (const next of after.flags) {
    const previous = before.flags.find((flag) => flag.key === next.key);
    const was = previous ? servedToTenants(previous, tenants, before.segments) : null;
    const now = servedToTenants(next, tenants, after.segments);
    now.forEach((cell, index) => {
      const old = was?.[index] ?? { ...cell, variationId: null, value: null, reason: 'no flag' };
      if (old.variationId === cell.variationId) return;
      changes.push({ tenant: tenants[index], flagKey: next.key, before: old, after: cell });
    });
  }
  return changes;
}

/**
 * True when a module flag that some tenant had on ends up on for nobody: the change that needs
 * the flag key typed before it is saved.
 */
export function turnsModuleOffForEveryone(
  flag: ConsoleFlag,
  tenants: readonly ConsoleTenant[],
  before: Definitions,
  after: Definitions,
): boolean {
  if (!flag.key.startsWith(MODULE_PREFIX) || tenants.length === 0) return false;
  const previous = before.flags.find((candidate) => candidate.key === flag.key);
  const next = after.flags.find((candidate) => candidate.key === flag.key);
  if (!previous || !next) return false;
  const wasOn = servedToTenants(previous, tenants, before.segments).some(
    (cell) => cell.value === 'true',
  );
  const isOn = servedToTenants(next, tenants, after.segments).some((cell) => cell.value === 'true');
  return wasOn && !isOn;
}
