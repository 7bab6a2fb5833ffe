import {
  getAppNames,
  getAppStatus,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  setUnloadMaxTime,
  setUnmountMaxTime,
  start,
  triggerAppChange,
} from 'single-spa';
import type { RootStore } from '../store';
import { createModuleLifecycles } from './createModuleLifecycles';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import type { MicroAppStore } from './MicroAppStore';
import type { ModuleFlagSource } from './ModuleFlagSource';
import { pickActiveApp } from './matchRootPath';
import { readModuleExport } from './readModuleExport';
import type { ScriptLoader } from './ScriptLoader';

export interface RegisterMicroAppsOptions {
  apps: MicroAppDescriptor[];
  root: RootStore;
  store: MicroAppStore;
  loader: ScriptLoader;
  flags: ModuleFlagSource;
}

/** Spec §9 timeouts: warn every second, never force an app to die. */
function applyTimeouts(): void {
  setBootstrapMaxTime(4000, false, 1000);
  setMountMaxTime(3000, false, 1000);
  setUnmountMaxTime(3000, false, 1000);
  setUnloadMaxTime(3000, false, 1000);
}

/** Registers every APPLICATION with single-spa and keeps the MicroAppStore in step with it. */
export function registerMicroApps({
  apps,
  root,
  store,
  loader,
  flags,
}: RegisterMicroAppsOptions): () => void {
  applyTimeouts();
  const applications = apps.filter((app) => app.type === 'APPLICATION');
  const flagOf = (app: MicroAppDescriptor) =>
    typeof app.params.flag === 'string' ? app.params.flag : `module-${app.name}`;
  for (const app of applications) {
    registerApplication({
      name: app.name,
      app: async () => {
        await loader.load(app, { urgent: true });
        return createModuleLifecycles(readModuleExport(app), root);
      },
      activeWhen: (location) =>
        pickActiveApp(applications, location.pathname)?.name === app.name &&
        flags.isEnabled(flagOf(app)),
    });
  }
  const sync = () => {
    store.setPath(window.location.pathname);
    store.syncFromSingleSpa(getAppNames, getAppStatus);
  };
  window.addEventListener('single-spa:app-change', sync);
  window.addEventListener('single-spa:routing-event', sync);
  window.addEventListener('single-spa:before-app-change', sync);
  const unsubscribe = flags.subscribe(() => void triggerAppChange());
  start({ urlRerouteOnly: true });
  return () => {
    unsubscribe();
    window.removeEventListener('single-spa:app-change', sync);
    window.removeEventListener('single-spa:routing-event', sync);
    window.removeEventListener('single-spa:before-app-change', sync);
  };
}
