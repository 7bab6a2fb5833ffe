import {
  addErrorHandler,
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
import { slotFor } from './appSlot';
import { createExtensionLoader, isExtension } from './createExtensionLoader';
import { LIFECYCLE_TIMEOUTS } from './guardLifecycles';
import { loadApplication } from './loadApplication';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import type { ModuleFlagSource } from './ModuleFlagSource';
import { pickActiveApp } from './matchRootPath';
import { moduleFlagOf } from './moduleFlagOf';
import { preloadApplications } from './preloadApplications';
import type { ScriptLoader } from './ScriptLoader';
import { warmApplication } from './warmApplication';
import { watchLinkIntent } from './watchLinkIntent';

export interface RegisterMicroAppsOptions {
  apps: MicroAppDescriptor[];
  root: RootStore;
  loader: ScriptLoader;
  flags: ModuleFlagSource;
}

function applyTimeouts(): void {
  const { bootstrap, mount, unmount, unload } = LIFECYCLE_TIMEOUTS;
  setBootstrapMaxTime(bootstrap.millis, bootstrap.dieOnTimeout, bootstrap.warningMillis);
  setMountMaxTime(mount.millis, mount.dieOnTimeout, mount.warningMillis);
  setUnmountMaxTime(unmount.millis, unmount.dieOnTimeout, unmount.warningMillis);
  setUnloadMaxTime(unload.millis, unload.dieOnTimeout, unload.warningMillis);
}

/** Registers routed apps with single-spa, loads extensions, and keeps the MicroAppStore in step. */
export function registerMicroApps({
  apps,
  root,
  loader,
  flags,
}: RegisterMicroAppsOptions): () => void {
  applyTimeouts();
  const store = root.microApps;
  const loadExtension = createExtensionLoader(
    root,
    loader,
    new Map(apps.map((app) => [app.uuid, app])),
  );
  const routed = apps.filter(
    (app) => app.type === 'APPLICATION' || (app.type === 'IFRAME' && app.rootPath),
  );
  const context = {
    root,
    loader,
    quarantine: (name: string) => store.quarantine(name, 'did not unmount in time'),
    beforeLoad: async (app: MicroAppDescriptor) => {
      const deps = apps.filter((dep) => app.dependencies.includes(dep.uuid) && isExtension(dep));
      await Promise.all(deps.map(loadExtension));
    },
  };
  for (const app of routed) {
    registerApplication({
      name: app.name,
      app: () => loadApplication(app, context),
      activeWhen: (location) =>
        !store.isQuarantined(app.name) &&
        pickActiveApp(routed, location.pathname)?.name === app.name &&
        flags.isEnabled(moduleFlagOf(app)),
      customProps: { domElementGetter: () => slotFor(app.name) },
    });
  }
  root.extensions.setFlagGate((flag) => flags.isEnabled(flag));
  for (const app of apps.filter(isExtension)) void loadExtension(app).catch(() => undefined);
  preloadApplications(routed, loader, flags, (app) =>
    warmApplication(app, root, { pathname: app.rootPath ?? '/', search: '' }),
  );
  // A person heading for a module: its bundle now if not yet in, then its first read.
  const stopIntent = watchLinkIntent(routed, (app, to) => {
    if (app.type !== 'APPLICATION' || !flags.isEnabled(moduleFlagOf(app))) return;
    loader.load(app, { urgent: true }).then(
      () => warmApplication(app, root, to),
      () => undefined,
    );
  });
  const sync = () => {
    store.setPath(window.location.pathname);
    store.syncFromSingleSpa(getAppNames, getAppStatus);
  };
  // Without a handler single-spa rethrows app errors as uncaught; they are recorded instead.
  addErrorHandler((error) => {
    store.recordError(error.appOrParcelName, error);
    console.error(error);
    sync();
  });
  const events = [
    'single-spa:app-change',
    'single-spa:routing-event',
    'single-spa:before-app-change',
  ];
  for (const event of events) window.addEventListener(event, sync);
  const unsubscribe = flags.subscribe(() => {
    root.extensions.flagsChanged();
    void triggerAppChange();
  });
  start({ urlRerouteOnly: true });
  return () => {
    stopIntent();
    unsubscribe();
    for (const event of events) window.removeEventListener(event, sync);
  };
}
