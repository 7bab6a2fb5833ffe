import { observable, runInAction } from 'mobx';
import { flagDefinition, isFlagKey, type FlagKey, type FlagValue } from '@flags/catalog';
import type { RawVariation } from './createFeatBitClient';
import type { FlagLogger } from './FlagStoreOptions';
import type { RawFlagValues } from './lastKnownFlags';
import { convertVariation, readVariation } from './readVariation';

export type FlagChangeListener = (changedKeys: string[]) => void;

/** The wire values of what `getAllVariations` returned; archived flags (null variation) drop out. */
export function rawValuesOf(variations: RawVariation[]): RawFlagValues {
  const values: RawFlagValues = {};
  for (const { flagKey, value } of variations) {
    if (typeof value === 'string') values[flagKey] = value;
  }
  return values;
}

/**
 * The raw (wire) value of every flag the SDK knows, observable, plus typed reads by the
 * catalogue. Typed values are cached per raw value so a json flag read twice is the same object:
 * useSyncExternalStore and MobX comparisons rely on that.
 */
export class FlagValues {
  private readonly raw = observable.map<string, string>();
  private readonly typed = new Map<string, { raw: string; value: unknown }>();
  private readonly listeners = new Set<FlagChangeListener>();

  constructor(private readonly logger: FlagLogger) {}

  rawValueOf(key: string): string | undefined {
    return this.raw.get(key);
  }

  read<K extends FlagKey>(key: K): FlagValue<K> {
    const raw = this.raw.get(key);
    const cached = this.typed.get(key);
    if (raw !== undefined && cached?.raw === raw) return cached.value as FlagValue<K>;
    const value = readVariation(key, raw);
    if (raw !== undefined) this.typed.set(key, { raw, value });
    return value;
  }

  /**
   * Applies values read from the SDK and tells listeners which keys changed. With `replaceAll`
   * keys missing from `next` are dropped (the server no longer serves them); without it they are
   * kept, because before initialization the SDK's store may simply not have loaded yet.
   */
  apply(next: RawFlagValues, replaceAll: boolean): string[] {
    const changed: string[] = [];
    runInAction(() => {
      for (const [key, value] of Object.entries(next)) {
        if (this.raw.get(key) === value) continue;
        this.raw.set(key, value);
        changed.push(key);
      }
      if (!replaceAll) return;
      for (const key of [...this.raw.keys()]) {
        if (Object.hasOwn(next, key)) continue;
        this.raw.delete(key);
        changed.push(key);
      }
    });
    if (changed.length > 0) {
      this.warnAboutWrongTypes(changed);
      this.notify(changed);
    }
    return changed;
  }

  onChange(listener: FlagChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  removeAllListeners(): void {
    this.listeners.clear();
  }

  // Warned once per change rather than per read: reads happen on every render.
  private warnAboutWrongTypes(keys: string[]): void {
    for (const key of keys) {
      const raw = this.raw.get(key);
      if (!isFlagKey(key) || raw === undefined) continue;
      const definition = flagDefinition(key);
      if (convertVariation(definition, raw) !== undefined) continue;
      const problem = `Flag "${key}" is "${raw}", not a valid ${definition.type}`;
      this.logger.warn(`${problem}: using the catalogue default.`);
    }
  }

  private notify(changed: string[]): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(changed);
      } catch (error) {
        // One broken subscriber must not stop the shell or other components from updating.
        this.logger.error('A flag change listener failed:', error);
      }
    }
  }
}
