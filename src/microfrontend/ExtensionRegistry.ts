import { makeAutoObservable, observable } from 'mobx';
import type { MicroAppType } from './MicroAppDescriptor';

export interface Extension {
  name: string;
  type: Exclude<MicroAppType, 'APPLICATION' | 'IFRAME'>;
  exports: Readonly<Record<string, unknown>>;
}

/** What COMPONENT, UTIL and PLUGIN bundles export, for applications to look up by name. */
export class ExtensionRegistry {
  // Shallow: exports are a bundle's own functions and classes, and must stay exactly as exported.
  private readonly extensions = observable.map<string, Extension>(new Map(), { deep: false });

  constructor() {
    makeAutoObservable<ExtensionRegistry, 'extensions'>(this, { extensions: false });
  }

  register(extension: Extension): void {
    this.extensions.set(extension.name, {
      ...extension,
      exports: Object.freeze({ ...extension.exports }),
    });
  }

  get(name: string): Extension | undefined {
    return this.extensions.get(name);
  }

  get names(): string[] {
    return [...this.extensions.keys()];
  }
}
