import { orderByDependencies } from './orderByDependencies';
import { RegistryError } from './RegistryError';
import { descriptor } from './testing/registryEntry';

const dependsOn = (...dependencies: string[]) => dependencies.map((name) => `uuid-${name}`);

describe('orderByDependencies cycles', () => {
  describe('when the dependencies form a cycle', () => {
    it('names the apps in it, reading the arrow as "depends on"', () => {
      const apps = [
        descriptor({ name: 'bills', dependencies: dependsOn('approval') }),
        descriptor({ name: 'approval', dependencies: dependsOn('bills') }),
        descriptor({ name: 'pdf' }),
      ];
      expect(() => orderByDependencies(apps)).toThrow(
        new RegistryError('Dependency cycle: bills → approval → bills'),
      );
    });

    it('names a longer loop in order', () => {
      const apps = [
        descriptor({ name: 'a', dependencies: dependsOn('b') }),
        descriptor({ name: 'c', dependencies: dependsOn('a') }),
        descriptor({ name: 'b', dependencies: dependsOn('c') }),
      ];
      expect(() => orderByDependencies(apps)).toThrow('Dependency cycle: a → b → c → a');
    });

    it('names an app that depends on itself', () => {
      const apps = [descriptor({ name: 'loop', dependencies: dependsOn('loop') })];
      expect(() => orderByDependencies(apps)).toThrow('Dependency cycle: loop → loop');
    });

    it('names every separate cycle', () => {
      const apps = [
        descriptor({ name: 'a', dependencies: dependsOn('b') }),
        descriptor({ name: 'b', dependencies: dependsOn('a') }),
        descriptor({ name: 'x', dependencies: dependsOn('x') }),
      ];
      expect(() => orderByDependencies(apps)).toThrow(
        /Dependency cycle: a → b → a; Dependency cycle: x → x|Dependency cycle: x → x; Dependency cycle: a → b → a/,
      );
    });

    it('lists members of a tangled cycle that the shortest loop skips', () => {
      const apps = [
        descriptor({ name: 'a', dependencies: dependsOn('b', 'c') }),
        descriptor({ name: 'b', dependencies: dependsOn('a') }),
        descriptor({ name: 'c', dependencies: dependsOn('a') }),
      ];
      expect(() => orderByDependencies(apps)).toThrow(
        'Dependency cycle: a → b → a (also in this cycle: c)',
      );
    });
  });
});
