import { FLAG_CATALOG, flagDefinition, type FlagKey } from '@flags/catalog';
import fc from 'fast-check';
import { convertVariation, readVariation } from './readVariation';

const KEYS = Object.keys(FLAG_CATALOG) as FlagKey[];
/** Wire values as a hostile or broken flag server might send them. */
const rawValue = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.constantFrom('TRUE', 'false', 'NaN', 'Infinity', '1e309', ' ', '', '__proto__', '{"a":'),
);

describe('when a flag payload carries arbitrary text', () => {
  it('never throws, whatever the flag type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), rawValue, (key, raw) => {
        convertVariation(flagDefinition(key), raw);
        readVariation(key, raw);
      }),
    );
  });

  it('gives a value of the catalogue type, the default standing in for anything else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), rawValue, (key, raw) => {
        const definition = flagDefinition(key);
        const value = readVariation(key, raw);
        if (definition.type === 'boolean') expect(typeof value).toBe('boolean');
        if (definition.type === 'number') expect(Number.isFinite(value)).toBe(true);
        if (definition.type === 'string') {
          expect(typeof value).toBe('string');
          if (definition.options) expect(definition.options).toContain(value);
        }
      }),
    );
  });

  it('returns undefined (not a guess) when a boolean is not TRUE or FALSE in any case', () => {
    fc.assert(
      fc.property(
        fc.string().filter((raw) => !/^(true|false)$/i.test(raw)),
        (raw) => {
          expect(convertVariation({ type: 'boolean', defaultValue: false } as never, raw)).toBe(
            undefined,
          );
        },
      ),
    );
  });
});
