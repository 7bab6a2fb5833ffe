import type { RootStore } from '../store';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { resolveEntry } from './resolveLifecycles';

/**
 * Lets a loaded module start reading its first screen's data before it is opened: its stores are
 * registered now (its bootstrap then finds them) and its `prefetch` runs. A bundle that cannot
 * be used is left alone: opening it reports the problem where a person sees it.
 */
export function warmApplication(
  descriptor: MicroAppDescriptor,
  root: RootStore,
  to: { pathname: string; search: string },
  target: Window = window,
): void {
  if (descriptor.type !== 'APPLICATION') return;
  try {
    const entry = resolveEntry(descriptor, target);
    if (entry.kind !== 'module' || !entry.definition.prefetch) return;
    if (!root.isRegistered(entry.definition.id)) root.registerModule(entry.definition);
    entry.definition.prefetch(root, to);
  } catch (error) {
    // A prefetch only saves time: the module's own load and mount say what went wrong.
    console.warn(`[shell] "${descriptor.name}" could not prefetch:`, error);
  }
}
