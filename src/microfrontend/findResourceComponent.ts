import type { ComponentType } from 'react';
import type { RemoteResourceProps } from '../ui';
import type { ExtensionRegistry } from './ExtensionRegistry';

/**
 * The export a COMPONENT (or PLUGIN) bundle names its resource components in: sourceType →
 * React component taking `RemoteResourceProps`. Bundles are untrusted: only functions count.
 */
export const RESOURCE_COMPONENTS_EXPORT = 'resourceComponents';

function lookUp(
  registry: ExtensionRegistry,
  sourceType: string,
): ComponentType<RemoteResourceProps> | null {
  for (const name of registry.names) {
    const table = registry.get(name)?.exports[RESOURCE_COMPONENTS_EXPORT];
    if (
      typeof table !== 'object' ||
      table === null ||
      !Object.prototype.hasOwnProperty.call(table, sourceType)
    )
      continue;
    const candidate: unknown = Reflect.get(table, sourceType);
    if (typeof candidate === 'function') return candidate as ComponentType<RemoteResourceProps>;
  }
  return null;
}

/**
 * any other type: a remote component (docs/micro-frontend.md): the component a registry extension exports for
 * the sourceType. An extension whose bundle is still loading may be the one, so a miss waits for
 * the loads under way before it counts; an extension switched off by its module flag is not seen.
 */
export async function findResourceComponent(
  registry: ExtensionRegistry,
  sourceType: string,
): Promise<ComponentType<RemoteResourceProps> | null> {
  const found = lookUp(registry, sourceType);
  if (found) return found;
  await registry.settled();
  return lookUp(registry, sourceType);
}
