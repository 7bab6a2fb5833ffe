import type { FlagStore } from '@flags/client';
import type { HostBridge } from '../hosts';
import type { i18n } from 'i18next';
import { observable } from 'mobx';
import type { HttpClient } from '../http';
import { ExtensionRegistry } from '../microfrontend/ExtensionRegistry';
import { MicroAppStore } from '../microfrontend/MicroAppStore';
import type { ModuleFlagSource } from '../microfrontend/ModuleFlagSource';
import type { StoreRef } from './createStoreRef';
import { ModuleDefinitionError, type ModuleDefinition } from './defineModule';
import { LocaleStore } from './LocaleStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';

/** Paths the shell owns; a module may not claim them. */
export const SHELL_PATHS = [
  '/login',
  '/selectEnterprise5',
  '/error',
  '/signin-problem',
  '/initializing',
  '/me',
  '/signed-out',
] as const;

/** The started FlagStore and the module activity it drives; null until sign-in finished. */
export interface ShellFlags {
  store: FlagStore;
  modules: ModuleFlagSource;
}

export interface RootStoreDeps {
  http: HttpClient;
  i18n: i18n;
}

function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export class RootStore {
  readonly session = new SessionStore();
  readonly ui = new UiStore();
  readonly microApps = new MicroAppStore();
  readonly extensions = new ExtensionRegistry();
  readonly flags = observable.box<ShellFlags | null>(null, { deep: false });
  /** The host app's bridge (toast, pickers, storage…), once sign-in has loaded it. */
  readonly hostBridge = observable.box<HostBridge | null>(null, { deep: false });
  readonly locale: LocaleStore;
  readonly http: HttpClient;
  readonly i18n: i18n;
  private readonly modules = new Map<string, ModuleDefinition<RootStore>>();
  private readonly stores = new Map<string, unknown>();
  private readonly routeOwners = new Map<string, string>();

  constructor(deps: RootStoreDeps) {
    this.http = deps.http;
    this.i18n = deps.i18n;
    this.locale = new LocaleStore(deps.i18n);
    for (const path of SHELL_PATHS) this.routeOwners.set(normalizePath(path), 'shell');
  }

  /** Registers a module whole or not at all: a collision leaves the root unchanged. */
  registerModule(definition: ModuleDefinition<RootStore>): void {
    if (this.modules.has(definition.id)) {
      throw new ModuleDefinitionError(`Module "${definition.id}" is already registered`);
    }
    const claimed = definition.routes.map((route) => normalizePath(route.path));
    if (definition.registry.rootPath)
      claimed.push(`rootPath:${normalizePath(definition.registry.rootPath)}`);
    for (const path of claimed) {
      const owner = this.routeOwners.get(path);
      if (owner) {
        throw new ModuleDefinitionError(
          `Module "${definition.id}" claims ${path}, which "${owner}" already owns`,
        );
      }
    }
    if (new Set(claimed).size !== claimed.length) {
      throw new ModuleDefinitionError(`Module "${definition.id}" declares the same route twice`);
    }
    for (const binding of definition.stores ?? []) {
      if (this.stores.has(binding.ref.id)) {
        throw new ModuleDefinitionError(`Store "${binding.ref.id}" is already registered`);
      }
    }
    for (const path of claimed) this.routeOwners.set(path, definition.id);
    for (const binding of definition.stores ?? [])
      this.stores.set(binding.ref.id, binding.create(this));
    this.modules.set(definition.id, definition);
  }

  get moduleIds(): string[] {
    return [...this.modules.keys()];
  }

  isRegistered(id: string): boolean {
    return this.modules.has(id);
  }

  getModule(id: string): ModuleDefinition<RootStore> | undefined {
    return this.modules.get(id);
  }

  getStore<T>(ref: StoreRef<T>): T {
    if (!this.stores.has(ref.id)) {
      throw new Error(`Store "${ref.id}" is not registered: is its module in src/modules.ts?`);
    }
    return this.stores.get(ref.id) as T;
  }
}
