import type { EXTENSION_MANAGEMENTS } from '@contracts/extensions/extensionInstance';

/** docs/admin.md: managed by hand, or limited to a count of uses (the wire contract's words). */
export type ExtensionManagement = (typeof EXTENSION_MANAGEMENTS)[number];

export interface ExtensionInstance {
  id: string;
  name: string;
  management: ExtensionManagement;
  /** The limit of a LIMITED instance; ignored (null) when managed by hand. */
  cap: number | null;
  /** How many times the instance has been used so far. */
  usedCount: number;
  /** The admin's switch; a limited instance that is on can still be off because of its limit. */
  enabled: boolean;
}

export type CapProblem = 'notLimited' | 'notWholeNumber' | 'belowUsed';
export type CapChange =
  { ok: true; instance: ExtensionInstance } | { ok: false; problem: CapProblem; least: number };

/**
 * docs/admin.md: with a limit, an instance is disabled on its own once **over** it (issue 19): at its
 * cap it still works; the use that takes it past the cap is the one that stops it.
 */
export function isOverLimit(instance: ExtensionInstance): boolean {
  return (
    instance.management === 'LIMITED' && instance.cap !== null && instance.usedCount > instance.cap
  );
}

export type InstanceStatus = 'enabled' | 'disabled' | 'overLimit';

/** The admin's switch decides first; a switched-on instance over its limit is off by itself. */
export function statusOf(instance: ExtensionInstance): InstanceStatus {
  if (!instance.enabled) return 'disabled';
  return isOverLimit(instance) ? 'overLimit' : 'enabled';
}

/**
 * docs/admin.md: an admin changes a limited instance's cap, never below the count already used.
 * Raising it over the used count brings an instance stopped by its limit back by itself.
 */
export function changeCap(instance: ExtensionInstance, cap: number): CapChange {
  const least = instance.usedCount;
  if (instance.management !== 'LIMITED') return { ok: false, problem: 'notLimited', least };
  if (!Number.isSafeInteger(cap) || cap < 0) return { ok: false, problem: 'notWholeNumber', least };
  if (cap < least) return { ok: false, problem: 'belowUsed', least };
  return { ok: true, instance: { ...instance, cap } };
}
