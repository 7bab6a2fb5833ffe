import { isFlagKey } from '@flags/catalog';
import type { FlagStore } from './FlagStore';

/**
 * The shape the shell's micro-frontend registry reads (src/microfrontend/ModuleFlagSource.ts).
 * Declared here rather than imported, because flags/ must not import the shell that imports it.
 */
interface ModuleFlagSource {
  isEnabled(flag: string): boolean;
  subscribe(onChange: () => void): () => void;
}

const MODULE_FLAG = /^module-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Module activity for the micro-frontend shell, read from the FlagStore.
 *
 * - A catalogued boolean flag: its value (catalogue default when FeatBit does not know it).
 * - A catalogued flag of another type: false, it cannot say whether a module is on.
 * - An uncatalogued, well-formed `module-<id>` key: the server's TRUE/FALSE if it sends one,
 *   else true, like every catalogued module flag: a module that shipped before its catalogue
 *   entry is not hidden, and the catalogue test catches the missing entry.
 * - Anything else (malformed, not a module key): false.
 */
export function createModuleFlagSource(store: FlagStore): ModuleFlagSource {
  return {
    isEnabled(flag: string): boolean {
      if (isFlagKey(flag)) {
        const value = store.variation(flag);
        return typeof value === 'boolean' ? value : false;
      }
      if (!MODULE_FLAG.test(flag)) return false;
      return store.rawValueOf(flag)?.toUpperCase() !== 'FALSE';
    },
    subscribe(onChange: () => void): () => void {
      // Only module keys affect activity; other changes would make the shell re-route for nothing.
      return store.onChange((changedKeys) => {
        if (changedKeys.some((key) => key.startsWith('module-'))) onChange();
      });
    },
  };
}
