import * as flagCatalog from '@flags/catalog';
import * as flagClient from '@flags/client';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import {
  action,
  autorun,
  computed,
  flow,
  makeAutoObservable,
  makeObservable,
  observable,
  reaction,
  runInAction,
  toJS,
  when,
} from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as reactI18next from 'react-i18next';
import {
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import * as styledComponents from 'styled-components';
import * as shellBillBlocks from '../billBlocks';
import * as shellBillStates from '../billStates';
import * as shellHttp from '../http';
import * as shellI18n from '../i18n';
import * as shellMoney from '../money';
import * as shellNavigation from '../navigation';
import * as shellQuery from '../query';
import * as shellStore from '../store';
import * as shellTheme from '../theme';
import * as shellTime from '../time';
import * as shellUi from '../ui';
import { sharedContracts } from './sharedContracts';
import { SHARED_GLOBAL, type SharedModuleName } from './sharedModuleNames';

export type SharedModules = Readonly<Record<SharedModuleName, unknown>>;

declare global {
  interface Window {
    [SHARED_GLOBAL]?: SharedModules;
  }
}

/**
 * Router and MobX are shared as curated surfaces (sharedSurface.json, enforced on modules by
 * ESLint): exposing their whole namespaces defeats tree-shaking and cost 36 KiB gzip.
 * exposeShared.test.ts holds these objects to the list.
 */
export const routerSurface = Object.freeze({
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
});

export const mobxSurface = Object.freeze({
  action,
  autorun,
  computed,
  flow,
  makeAutoObservable,
  makeObservable,
  observable,
  reaction,
  runInAction,
  toJS,
  when,
});

/** Must run before any module bundle executes: bundles read these instead of carrying their own copies. */
export function exposeShared(target: Window = window): SharedModules {
  const existing = target[SHARED_GLOBAL];
  if (existing) return existing;
  const shared: SharedModules = Object.freeze({
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    mobx: mobxSurface,
    'mobx-react-lite': mobxReactLite,
    'styled-components': styledComponents,
    'react-router-dom': routerSurface,
    'react-i18next': reactI18next,
    '@shell/store': shellStore,
    '@shell/ui': shellUi,
    '@shell/i18n': shellI18n,
    '@shell/http': shellHttp,
    '@shell/theme': shellTheme,
    '@shell/query': shellQuery,
    '@shell/money': shellMoney,
    '@shell/time': shellTime,
    '@shell/navigation': shellNavigation,
    '@shell/billStates': shellBillStates,
    '@shell/billBlocks': shellBillBlocks,
    '@flags/catalog': flagCatalog,
    '@flags/client': flagClient,
    '@contracts': sharedContracts,
  });
  Object.defineProperty(target, SHARED_GLOBAL, {
    value: shared,
    configurable: false,
    writable: false,
  });
  return shared;
}
