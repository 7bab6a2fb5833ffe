import type { RootStore } from '../store';
import type { Extension } from './ExtensionRegistry';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { moduleFlagOf } from './moduleFlagOf';
import { resolveEntry } from './resolveLifecycles';
import type { ScriptLoader } from './ScriptLoader';

export type ExtensionLoader = (descriptor: MicroAppDescriptor) => Promise<void>;

/**
 * Loads COMPONENT, UTIL and PLUGIN bundles (after their own dependencies) and registers what
 * they export. A failure is logged and recorded, and forgotten so the next request retries
 * (the script loader enforces the 200 ms pause).
 */
export function createExtensionLoader(
  root: RootStore,
  loader: ScriptLoader,
  byUuid: ReadonlyMap<string, MicroAppDescriptor>,
): ExtensionLoader {
  const pending = new Map<string, Promise<void>>();
  const load: ExtensionLoader = (descriptor) => {
    const existing = pending.get(descriptor.name);
    if (existing) return existing;
    const run = (async () => {
      root.microApps.setStatus(descriptor.name, 'LOADING_SOURCE_CODE');
      await loadDependencies(descriptor);
      await loader.load(descriptor);
      const entry = resolveEntry(descriptor);
      if (entry.kind !== 'exports') throw new Error(`"${descriptor.name}" is not an extension`);
      root.extensions.register({
        name: descriptor.name,
        type: descriptor.type as Extension['type'],
        exports: entry.exports,
        flag: moduleFlagOf(descriptor),
      });
      root.microApps.setStatus(descriptor.name, 'NOT_MOUNTED');
    })().catch((error: unknown) => {
      pending.delete(descriptor.name);
      root.microApps.setStatus(descriptor.name, 'LOAD_ERROR');
      root.microApps.recordError(descriptor.name, error);
      console.error(`[shell] extension "${descriptor.name}" failed to load`, error);
      throw error;
    });
    pending.set(descriptor.name, run);
    root.extensions.track(run);
    return run;
  };
  const loadDependencies = async (descriptor: MicroAppDescriptor) => {
    const extensions = descriptor.dependencies
      .map((uuid) => byUuid.get(uuid))
      .filter((dep): dep is MicroAppDescriptor => !!dep && isExtension(dep));
    await Promise.all(extensions.map(load));
  };
  return load;
}

export function isExtension(descriptor: MicroAppDescriptor): boolean {
  return (
    descriptor.type === 'COMPONENT' || descriptor.type === 'UTIL' || descriptor.type === 'PLUGIN'
  );
}
