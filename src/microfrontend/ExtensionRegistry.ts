import { action, makeObservable, observable } from 'mobx';
import type { MicroAppType } from './MicroAppDescriptor';

export interface Extension {
  name: string;
  type: Exclude<MicroAppType, 'APPLICATION' | 'IFRAME'>;
  exports: Readonly<Record<string, unknown>>;
  /** The module flag that switches it (`module-<name>` unless the registry says otherwise). */
  flag?: string;
}

/**
 * What COMPONENT, UTIL and PLUGIN bundles export, for applications to look up by name. An
 * extension whose module flag is off is not found, as if its bundle had not loaded, so owners
 * fall back live (the bill form's attachment field offers a plain input while upload is off).
 */
export class ExtensionRegistry {
  // Shallow: exports are a bundle's own functions and classes, and must stay exactly as exported.
  private readonly extensions = observable.map<string, Extension>(new Map(), { deep: false });
  private isEnabled: (flag: string) => boolean = () => true;
  /** Bumped when module flags may have changed, so observers of `get` look again. */
  private gateVersion = 0;
  /** Bundle loads under way, for lookups that should wait for them before finding nothing. */
  private readonly loading = new Set<Promise<unknown>>();

  constructor() {
    makeObservable<ExtensionRegistry, 'gateVersion'>(this, {
      gateVersion: observable,
      register: action,
      setFlagGate: action,
      flagsChanged: action,
    });
  }

  register(extension: Extension): void {
    this.extensions.set(extension.name, {
      ...extension,
      exports: Object.freeze({ ...extension.exports }),
    });
  }

  /** Where module flags are read; every flag counts as on until it is set. */
  setFlagGate(isEnabled: (flag: string) => boolean): void {
    this.isEnabled = isEnabled;
    this.gateVersion += 1;
  }

  flagsChanged(): void {
    this.gateVersion += 1;
  }

  /** A bundle load the loader started; `settled` waits for it, whatever its outcome. */
  track(load: Promise<unknown>): void {
    const settled = load.then(
      () => undefined,
      () => undefined,
    );
    this.loading.add(settled);
    void settled.then(() => this.loading.delete(settled));
  }

  /** Resolves once every bundle load started so far has finished or failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.loading]);
  }

  get(name: string): Extension | undefined {
    const extension = this.extensions.get(name);
    if (!extension?.flag) return extension;
    // Read inside an observer, the version makes it look again when module flags change.
    const version = this.gateVersion;
    return version >= 0 && this.isEnabled(extension.flag) ? extension : undefined;
  }

  get names(): string[] {
    return [...this.extensions.keys()];
  }
}
