import type { TFunction } from 'i18next';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { moduleFlagOf } from '../microfrontend/moduleFlagOf';
import { microAppTitle } from '../routes/microAppTitle';
import { SHELL_PATHS, type RootStore } from '../store';
import { isHomePath } from './isHomePath';
import type { NavApp } from './navApps';

/** The phone's bottom tab bar, above the home indicator; the frame leaves room for it. */
export const TAB_BAR_HEIGHT = 56;

/** The registry's application that owns `path`, whatever its flag says. */
function ownerOf(root: RootStore, path: string) {
  const applications = root.microApps.apps
    .map((record) => record.descriptor)
    .filter((descriptor) => descriptor.type === 'APPLICATION' && descriptor.rootPath);
  return pickActiveApp(applications, path);
}

/** The app under the open page when its module flag is off for this tenant (live), else null. */
export function turnedOffAppTitle(root: RootStore, path: string): string | null {
  const owner = ownerOf(root, path);
  const moduleFlags = root.flags.get()?.modules;
  if (!owner || !moduleFlags || moduleFlags.isEnabled(moduleFlagOf(owner))) return null;
  return microAppTitle(owner, root.locale.locale);
}

/** Once the registry is known: a path no app and no shell screen owns shows "not found". */
export function isUnownedPath(root: RootStore, path: string): boolean {
  if (isHomePath(path) || path === '/me' || (SHELL_PATHS as readonly string[]).includes(path))
    return false;
  if (root.microApps.apps.length === 0) return false;
  return ownerOf(root, path) === undefined;
}

/** The title the top bar shows before (or without) a page telling it. */
export function fallbackTitle(path: string, apps: readonly NavApp[], t: TFunction): string {
  if (isHomePath(path)) return t('home.title');
  if (path === '/me' || path.startsWith('/me/')) return t('account.title');
  return pickActiveApp(apps, path)?.title ?? t('app.title');
}
