import type { MicroAppDescriptor } from './MicroAppDescriptor';
import type { ModuleFlagSource } from './ModuleFlagSource';
import { moduleFlagOf } from './moduleFlagOf';
import type { ScriptLoader } from './ScriptLoader';

/**
 * docs/micro-frontend.md's priorities hold for APPLICATION bundles too (1 right after the home, 2 when idle,
 * 3 after the delay): the first visit to a module then finds its bundle in place instead of
 * waiting for it, and `onLoaded` lets it read its first screen's data. Only modules the person has (flag on) are fetched; a failure is logged by the
 * loader and retried when the app is opened.
 */
export function preloadApplications(
  apps: readonly MicroAppDescriptor[],
  loader: ScriptLoader,
  flags: ModuleFlagSource,
  onLoaded: (app: MicroAppDescriptor) => void = () => undefined,
): void {
  for (const app of apps) {
    if (app.type !== 'APPLICATION' || !flags.isEnabled(moduleFlagOf(app))) continue;
    loader
      .load(app)
      .then(() => onLoaded(app))
      .catch(() => undefined);
  }
}
