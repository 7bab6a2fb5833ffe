import type { ModuleDefinition, RootStore } from '../store';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { MODULES_GLOBAL } from './sharedModuleNames';

declare global {
  interface Window {
    [MODULES_GLOBAL]?: Record<string, Record<string, unknown> | undefined>;
  }
}

function isModuleDefinition(value: unknown): value is ModuleDefinition<RootStore> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ModuleDefinition<RootStore>>;
  return typeof candidate.id === 'string' && Array.isArray(candidate.routes);
}

/** A loaded bundle is untrusted until its entry export looks like a module definition. */
export function readModuleExport(
  descriptor: MicroAppDescriptor,
  target: Window = window,
): ModuleDefinition<RootStore> {
  const exports = target[MODULES_GLOBAL]?.[descriptor.name];
  if (!exports) {
    throw new Error(
      `Bundle ${descriptor.bundleUrl} loaded but registered nothing for "${descriptor.name}"`,
    );
  }
  const entry = exports[descriptor.entry];
  if (!isModuleDefinition(entry)) {
    throw new Error(
      `Bundle for "${descriptor.name}" has no module definition at entry "${descriptor.entry}"`,
    );
  }
  return entry;
}
