import type { MockState } from '../data/MockState';

/** docs/admin.md: managed by hand, or limited to a count of uses. */
export interface LabExtensionInstance {
  id: string;
  corporationId: string;
  name: string;
  management: 'MANUAL' | 'LIMITED';
  cap: number | null;
  usedCount: number;
  /** The admin's switch; a limited instance can also be off by going over its cap. */
  enabled: boolean;
}

// Keyed by the state object: a lab reset swaps the state, so the instances go back to the seed.
const byState = new WeakMap<MockState, LabExtensionInstance[]>();

/** Per tenant: one limited instance exactly at its cap, one with room left, one managed by hand. */
const SEED: ReadonlyArray<Omit<LabExtensionInstance, 'id' | 'corporationId'>> = [
  { name: '用车扩展', management: 'LIMITED', cap: 5, usedCount: 5, enabled: true },
  { name: '差旅预订扩展', management: 'LIMITED', cap: 20, usedCount: 3, enabled: true },
  { name: '商城扩展', management: 'MANUAL', cap: null, usedCount: 42, enabled: true },
];

export function extensionInstancesOf(state: MockState): LabExtensionInstance[] {
  const existing = byState.get(state);
  if (existing) return existing;
  const created = state.tenants.flatMap((tenant) =>
    SEED.map((seed, index) => ({
      ...seed,
      id: `${tenant.corporationId}:extension-${index + 1}`,
      corporationId: tenant.corporationId,
    })),
  );
  byState.set(state, created);
  return created;
}

/** Over (not at) the cap stops a limited instance: issue 19's rule, the same as the app's. */
export function isOverCap(instance: LabExtensionInstance): boolean {
  return (
    instance.management === 'LIMITED' && instance.cap !== null && instance.usedCount > instance.cap
  );
}
