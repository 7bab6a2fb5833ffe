import {
  flagDefinition,
  type FlagDefinition,
  type FlagKey,
  type FlagValue,
  type JsonValue,
} from '@flags/catalog';

/** Converts a raw (wire) variation by the catalogue type; undefined when it does not convert. */
export function convertVariation(definition: FlagDefinition, raw: string): JsonValue | undefined {
  switch (definition.type) {
    case 'boolean': {
      // docs/flags.md: TRUE or FALSE in any case.
      const upper = raw.toUpperCase();
      return upper === 'TRUE' ? true : upper === 'FALSE' ? false : undefined;
    }
    case 'number': {
      // Number('') and Number(' ') are 0, which would silently turn a blank value into a limit.
      const parsed = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
    case 'string':
      // A value outside the declared options would break the readers' exhaustive switches.
      return !definition.options || definition.options.includes(raw) ? raw : undefined;
    case 'json':
      try {
        return JSON.parse(raw) as JsonValue;
      } catch {
        return undefined;
      }
  }
}

/** The typed value of a flag: the catalogue default when the raw value is absent or the wrong type. */
export function readVariation<K extends FlagKey>(key: K, raw: string | undefined): FlagValue<K> {
  const definition = flagDefinition(key);
  const converted = raw === undefined ? undefined : convertVariation(definition, raw);
  // The catalogue ties each default to its type; TS cannot follow that through the key.
  return (converted === undefined ? definition.defaultValue : converted) as FlagValue<K>;
}
