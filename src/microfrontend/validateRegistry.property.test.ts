import fc from 'fast-check';
import { orderByDependencies } from './orderByDependencies';
import { RegistryError } from './RegistryError';
import { rawEntry } from './testing/registryEntry';
import { validateRegistry } from './validateRegistry';

const everything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

// Mostly plausible values, so the accepting paths (dedupe, dependencies) get exercised too.
const mostly = <T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausible, weight: 30 }, { arbitrary: everything, weight: 1 });

const uuids = ['u1', 'u2', 'u3', 'u4', '__proto__', 'toString'];
const nearValidEntry = fc.record(
  {
    name: mostly(fc.constantFrom('bills', 'approval', 'print', 'pdf', '')),
    uuid: mostly(fc.constantFrom(...uuids)),
    version: mostly(fc.constant('1.0.0')),
    type: mostly(fc.constantFrom('APPLICATION', 'UTIL', 'IFRAME', 'PLUGIN', 'COMPONENT')),
    rootPath: mostly(fc.constantFrom('/bills', '/', '/bills/print', 'bills')),
    bundleUrl: mostly(fc.constantFrom('https://cdn.test/a.js', '/a.js', 'javascript:1')),
    priority: mostly(fc.constantFrom(1, 2, 3)),
    entry: mostly(fc.constantFrom('default', '')),
    dependencies: mostly(fc.array(fc.constantFrom(...uuids, 'ghost'), { maxLength: 3 })),
    params: mostly(fc.dictionary(fc.string(), everything)),
  },
  { requiredKeys: ['name', 'uuid', 'version', 'type', 'bundleUrl'] },
);

// One sure APPLICATION keeps most lists acceptable, so the later rules see real traffic.
const nearValidList = fc
  .array(nearValidEntry, { maxLength: 8 })
  .map((entries) => [rawEntry({ name: 'home', uuid: 'u-home', rootPath: '/' }), ...entries]);

function attempt(input: unknown): boolean {
  try {
    const apps = validateRegistry(input, (message) => expect(typeof message).toBe('string'));
    const known = new Set(apps.map((app) => app.uuid));
    expect(known.size).toBe(apps.length);
    expect(new Set(apps.map((app) => app.name)).size).toBe(apps.length);
    expect(apps.some((app) => app.type === 'APPLICATION')).toBe(true);
    for (const app of apps) {
      expect([1, 2, 3]).toContain(app.priority);
      expect(app.dependencies.every((uuid) => known.has(uuid))).toBe(true);
      if (app.type === 'APPLICATION') expect(app.rootPath?.startsWith('/')).toBe(true);
    }
    return true;
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    return false;
  }
}

describe('validateRegistry properties', () => {
  describe('when the input is anything at all', () => {
    it('returns a consistent list or throws a RegistryError, never anything else', () => {
      fc.assert(
        fc.property(everything, (input) => void attempt(input)),
        { numRuns: 500 },
      );
    });
  });

  describe('when the input is a list of records of arbitrary values', () => {
    it('never throws anything but a RegistryError', () => {
      fc.assert(
        fc.property(
          fc.array(fc.dictionary(fc.string(), everything)),
          (input) => void attempt(input),
        ),
        {
          numRuns: 300,
        },
      );
    });
  });

  describe('when the entries are nearly valid', () => {
    it('keeps only consistent entries, and often keeps some', () => {
      let accepted = 0;
      fc.assert(
        fc.property(nearValidList, (input) => {
          if (attempt(input)) accepted += 1;
        }),
        { numRuns: 500 },
      );
      // Guards the generator: a property that only ever sees rejected lists proves little.
      expect(accepted).toBeGreaterThan(100);
    });

    it('always yields something the dependency sort accepts or names as a cycle', () => {
      let sorted = 0;
      let cycles = 0;
      fc.assert(
        fc.property(nearValidList, (input) => {
          let apps;
          try {
            apps = validateRegistry(input, () => {});
          } catch {
            return;
          }
          try {
            const ordered = orderByDependencies(apps);
            sorted += 1;
            const position = new Map(ordered.map((app, index) => [app.uuid, index]));
            expect(ordered).toHaveLength(apps.length);
            for (const app of ordered) {
              for (const uuid of app.dependencies) {
                expect(position.get(uuid)).toBeLessThan(position.get(app.uuid) ?? -1);
              }
            }
          } catch (error) {
            expect(error).toBeInstanceOf(RegistryError);
            expect((error as Error).message).toMatch(/^Dependency cycle: /);
            cycles += 1;
          }
        }),
        { numRuns: 500 },
      );
      expect(sorted).toBeGreaterThan(100);
      expect(cycles).toBeGreaterThan(0);
    });
  });
});
