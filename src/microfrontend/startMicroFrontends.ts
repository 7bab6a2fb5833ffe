import type { AppConfig } from '../config';
import type { RootStore } from '../store';
import { fetchAppRegistry } from './fetchRegistry';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { createBrowserSchedule } from './LoadSchedule';
import { loadScriptTag } from './loadScriptTag';
import { loadSharedSurface } from './loadSharedSurface';
import { MicroFrontendDock } from './MicroFrontendDock';
import { allModulesOn, type ModuleFlagSource } from './ModuleFlagSource';
import { orderByDependencies } from './orderByDependencies';
import { registerMicroApps } from './registerMicroApps';
import { createScriptLoader } from './ScriptLoader';

export interface StartMicroFrontendsOptions {
  root: RootStore;
  config: Pick<AppConfig, 'registryUrl' | 'registryFallbackUrl'>;
  flags?: ModuleFlagSource;
  dock?: MicroFrontendDock;
  /** A registry fetch already under way (started while the flags were loading). */
  registry?: Promise<MicroAppDescriptor[]>;
}

/**
 * Registry → validation → dependency order → single-spa. A failure is recorded for the shell to
 * show and logged (docs/micro-frontend.md: registry and load errors go to the console); it never blanks the page.
 */
export async function startMicroFrontends(options: StartMicroFrontendsOptions): Promise<void> {
  const { root, config } = options;
  const dock = options.dock ?? new MicroFrontendDock();
  try {
    await dock.init(async () => {
      const apps = orderByDependencies(await (options.registry ?? fetchAppRegistry(root, config)));
      root.microApps.register(apps);
      const loader = createScriptLoader({
        // Bundles read the shared libraries from the window as they run.
        loadScript: (url) => loadSharedSurface().then(() => loadScriptTag(url)),
        schedule: createBrowserSchedule(),
      });
      registerMicroApps({
        apps,
        root,
        loader,
        flags: options.flags ?? allModulesOn,
      });
      loader.start();
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('[shell] micro-frontends failed to start:', message);
    root.microApps.setRegistryError(message);
  }
}
