import type { MicroAppDescriptor } from './MicroAppDescriptor';

/** The flag gating an app: params.flag from the registry (untrusted) if it is a string, else module-<name>. */
export function moduleFlagOf(app: Pick<MicroAppDescriptor, 'name' | 'params'>): string {
  return typeof app.params.flag === 'string' ? app.params.flag : `module-${app.name}`;
}
