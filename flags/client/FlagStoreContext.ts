import { createContext } from 'react';
import type { ModuleFlagDeclaration } from '@flags/catalog';
import type { FlagStore } from './FlagStore';

/** The app's FlagStore; null outside a provider, where flags read as their catalogue defaults. */
export const FlagStoreContext = createContext<FlagStore | null>(null);

/**
 * The module whose tree is rendering, provided by the shell around each module root, so
 * `useFlag` can fail in development when a module reads a flag it did not declare.
 */
export const FlagModuleContext = createContext<ModuleFlagDeclaration | null>(null);
