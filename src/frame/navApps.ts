import { isMenuEntryAllowed } from '../privileges';
import type { MicroAppDescriptor } from '../microfrontend/MicroAppDescriptor';
import { moduleFlagOf } from '../microfrontend/moduleFlagOf';
import type { RootStore } from '../store';
import { microAppTitle } from '../routes/microAppTitle';

export interface NavApp {
  name: string;
  title: string;
  rootPath: string;
}

/** Whether the tenant has this app on (its module flag) and the staff may see it (privilege). */
export function isAppOffered(root: RootStore, descriptor: MicroAppDescriptor): boolean {
  const moduleFlags = root.flags.get()?.modules;
  return (
    (moduleFlags?.isEnabled(moduleFlagOf(descriptor)) ?? true) &&
    isMenuEntryAllowed(descriptor.params, root.session)
  );
}

/**
 * The applications a person can open now, from the registry: menus show the active set, so an app
 * whose module flag turns off (live) or that the staff may not use is not offered. Read inside an
 * observer, it follows flag changes.
 */
export function navApps(root: RootStore): NavApp[] {
  return root.microApps.apps
    .map((record) => record.descriptor)
    .filter((descriptor) => descriptor.type === 'APPLICATION' && descriptor.rootPath)
    .filter((descriptor) => isAppOffered(root, descriptor))
    .map((descriptor) => ({
      name: descriptor.name,
      title: microAppTitle(descriptor, root.locale.locale),
      rootPath: descriptor.rootPath ?? '/',
    }));
}
