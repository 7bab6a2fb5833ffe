import surface from './sharedSurface.json';

/**
 * Libraries and shell entry points that exist once at runtime: the shell puts them on
 * `window.__expenseShared` and module bundles take them from there (webpack externals), so a
 * module never carries its own React, MobX, router, styled-components, UI kit or flag context
 * (two Reacts break hooks, two MobX instances break reactivity, two flag contexts read defaults
 * forever). The names come from sharedSurface.json, which ESLint reads too: one list.
 */
export type SharedModuleName = keyof typeof surface.shared;

export const SHARED_MODULE_NAMES = Object.keys(surface.shared) as SharedModuleName[];

/** Names a curated surface shares, or '*' for the whole namespace. */
export const SHARED_SURFACES: Readonly<Record<SharedModuleName, '*' | readonly string[]>> =
  surface.shared as Record<SharedModuleName, '*' | readonly string[]>;

export const SHARED_GLOBAL = '__expenseShared';
export const MODULES_GLOBAL = '__expenseModules';
