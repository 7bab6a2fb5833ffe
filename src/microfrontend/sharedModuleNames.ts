/**
 * Libraries and shell entry points that exist once at runtime: the shell puts them on
 * `window.__expenseShared` and module bundles take them from there (webpack externals), so a
 * module never carries its own React, MobX, router or styled-components (two Reacts break hooks,
 * two MobX instances break reactivity, two shell stores break the session).
 */
export const SHARED_MODULE_NAMES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  'styled-components',
  'react-router-dom',
  'react-i18next',
  '@shell/store',
  '@shell/ui',
  '@shell/i18n',
  '@shell/http',
  '@shell/theme',
  '@shell/query',
  '@shell/money',
  '@shell/time',
  '@shell/navigation',
  '@shell/billStates',
] as const;

export type SharedModuleName = (typeof SHARED_MODULE_NAMES)[number];

export const SHARED_GLOBAL = '__expenseShared';
export const MODULES_GLOBAL = '__expenseModules';
