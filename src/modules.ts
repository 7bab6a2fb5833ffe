import type { ModuleDefinition } from './store';
import type { RootStore } from './store';

/**
 * The one place the shell learns about domain modules, so removing a module is a one-line change.
 * Modules are delivered as their own bundles through the registry; this list is for those the
 * shell must know at build time.
 */
export const shellModules: ModuleDefinition<RootStore>[] = [];
