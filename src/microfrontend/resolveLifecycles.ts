import type { LifeCycles } from 'single-spa';
import type { ModuleDefinition, RootStore } from '../store';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { MODULES_GLOBAL } from './sharedModuleNames';

declare global {
  interface Window {
    [MODULES_GLOBAL]?: Record<string, Record<string, unknown> | undefined>;
  }
}

export type ResolvedEntry =
  | { kind: 'module'; definition: ModuleDefinition<RootStore> }
  | { kind: 'lifecycles'; lifecycles: LifeCycles<object> }
  | { kind: 'exports'; exports: Record<string, unknown> };

function isModuleDefinition(value: object): value is ModuleDefinition<RootStore> {
  const candidate = value as Partial<ModuleDefinition<RootStore>>;
  return typeof candidate.id === 'string' && Array.isArray(candidate.routes);
}

const LIFECYCLE_NAMES = ['bootstrap', 'mount', 'unmount'] as const;

function looksLikeLifecycles(value: object): boolean {
  return LIFECYCLE_NAMES.some((name) => name in value);
}

/**
 * A loaded bundle is untrusted: it must have put something under its name, and for an
 * APPLICATION the entry must be a module definition or single-spa lifecycles (which single-spa
 * then validates, e.g. a missing mount makes the app SKIP_BECAUSE_BROKEN).
 */
export function resolveEntry(
  descriptor: MicroAppDescriptor,
  target: Window = window,
): ResolvedEntry {
  const exports = target[MODULES_GLOBAL]?.[descriptor.name];
  if (!exports || typeof exports !== 'object') {
    throw new Error(
      `Bundle ${descriptor.bundleUrl} loaded but registered nothing for "${descriptor.name}"`,
    );
  }
  if (descriptor.type !== 'APPLICATION') return { kind: 'exports', exports };
  const entry = exports[descriptor.entry];
  if (typeof entry === 'object' && entry !== null) {
    if (isModuleDefinition(entry)) return { kind: 'module', definition: entry };
    if (looksLikeLifecycles(entry))
      return { kind: 'lifecycles', lifecycles: entry as LifeCycles<object> };
  }
  throw new Error(
    `Bundle for "${descriptor.name}" has no module definition or lifecycles at entry "${descriptor.entry}"`,
  );
}
