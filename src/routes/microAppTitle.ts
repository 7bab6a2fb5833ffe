import type { Locale } from '../i18n';
import type { MicroAppDescriptor } from '../microfrontend/MicroAppDescriptor';

/** params.title comes from the registry (untrusted): only a non-blank string for the locale counts. */
export function microAppTitle(descriptor: MicroAppDescriptor, locale: Locale): string {
  const title = descriptor.params.title;
  if (typeof title === 'object' && title !== null) {
    const localized = (title as Record<string, unknown>)[locale];
    if (typeof localized === 'string' && localized.trim() !== '') return localized.slice(0, 40);
  }
  return descriptor.name;
}
