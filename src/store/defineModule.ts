import type { ComponentType, LazyExoticComponent } from 'react';
import type { StoreRef } from './createStoreRef';

export type MicroAppType = 'APPLICATION' | 'COMPONENT' | 'UTIL' | 'PLUGIN' | 'IFRAME';
export type LoadPriority = 1 | 2 | 3;

/** Descriptor fields a module declares; the build adds uuid, version and bundleUrl. */
export interface ModuleRegistryFields {
  type: MicroAppType;
  /** Required for APPLICATION: the path prefix (whole segments) where the module is active. */
  rootPath?: string;
  /** 1 preload, 2 idle load (default), 3 delayed load. */
  priority?: LoadPriority;
  /** Ids of modules this one needs loaded first. */
  dependencies?: string[];
  params?: Record<string, unknown>;
}

export interface ModuleRoute {
  /** Absolute path, built by the module's paths.ts. */
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
}

/** Binds a store ref to the factory that creates it from the root (which carries http and shell stores). */
export interface StoreBinding<T, Root> {
  ref: StoreRef<T>;
  create: (root: Root) => T;
}

/** What the build needs to know about a module: pure data, no components. */
export interface ModuleDescriptor {
  /** kebab-case, unique across the app. */
  id: string;
  /** The flag that turns the whole module on; `module-<id>` by convention. */
  flag: string;
  /** Flag keys the module reads; reading any other key fails in development. */
  flagKeys?: string[];
  registry: ModuleRegistryFields;
}

export interface ModuleDefinition<Root = unknown> extends ModuleDescriptor {
  // A binding's store type is erased here: each module keeps it through its own typed ref.
  stores?: StoreBinding<unknown, Root>[];
  routes: ModuleRoute[];
  /**
   * Starts reading what the module's first screen shows, before anyone opens it: the shell calls
   * it once the bundle is in (at the module's priority) and again when a person points at, taps
   * or focuses a link into the module, with the module's stores registered. The module decides
   * what to read and how long a read stays fresh; it must be cheap when called again. `to` is
   * where the person is heading (the link's path and query; the root path at preload).
   */
  prefetch?: (root: Root, to: { pathname: string; search: string }) => void;
}

export class ModuleDefinitionError extends Error {
  override readonly name = 'ModuleDefinitionError';
}

export function bindStore<T, Root>(
  ref: StoreRef<T>,
  create: (root: Root) => T,
): StoreBinding<unknown, Root> {
  return { ref, create };
}

export function defineModule<Root>(
  definition: ModuleDefinition<Root>,
): Readonly<ModuleDefinition<Root>> {
  const { id, registry, routes } = definition;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    throw new ModuleDefinitionError(`Module id "${id}" must be kebab-case`);
  }
  if (registry.type === 'APPLICATION' && !registry.rootPath) {
    throw new ModuleDefinitionError(`Module "${id}" is an APPLICATION and needs a rootPath`);
  }
  for (const route of routes) {
    if (!route.path.startsWith('/')) {
      throw new ModuleDefinitionError(`Module "${id}" route "${route.path}" must be absolute`);
    }
  }
  return Object.freeze({ ...definition });
}
