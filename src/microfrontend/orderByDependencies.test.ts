import { alg, Graph } from '@dagrejs/graphlib';
import { orderByDependencies } from './orderByDependencies';
import { RegistryError } from './RegistryError';
import { descriptor } from './testing/registryEntry';

const names = (apps: readonly { name: string }[]) => apps.map((app) => app.name);
const dependsOn = (...dependencies: string[]) => dependencies.map((name) => `uuid-${name}`);

describe('orderByDependencies', () => {
  describe('when the input is not an array', () => {
    it.each([null, undefined, {}, 'bills'])('throws a RegistryError saying so (%p)', (input) => {
      expect(() => orderByDependencies(input as never)).toThrow(
        new RegistryError('Sorting by dependency needs an array'),
      );
    });
  });

  describe('when apps depend on each other', () => {
    it('puts every dependency before its dependants', () => {
      const apps = [
        descriptor({ name: 'bills', dependencies: dependsOn('approval', 'pdf') }),
        descriptor({ name: 'approval', dependencies: dependsOn('pdf') }),
        descriptor({ name: 'pdf' }),
      ];
      expect(names(orderByDependencies(apps))).toEqual(['pdf', 'approval', 'bills']);
    });

    it('returns the same descriptor objects without changing the input', () => {
      const apps = [
        descriptor({ name: 'b', dependencies: dependsOn('a') }),
        descriptor({ name: 'a' }),
      ];
      const ordered = orderByDependencies(apps);
      expect(ordered[0]).toBe(apps[1]);
      expect(names(apps)).toEqual(['b', 'a']);
    });
  });

  describe('when several apps are ready at once', () => {
    it('takes the lower priority number first, then the name', () => {
      const apps = [
        descriptor({ name: 'zeta', priority: 2 }),
        descriptor({ name: 'idle-b', priority: 3 }),
        descriptor({ name: 'alpha', priority: 2 }),
        descriptor({ name: 'preload', priority: 1 }),
        descriptor({ name: 'idle-a', priority: 3 }),
      ];
      expect(names(orderByDependencies(apps))).toEqual([
        'preload',
        'alpha',
        'zeta',
        'idle-a',
        'idle-b',
      ]);
    });

    it('lets a dependency of lower priority still come before its dependant', () => {
      const apps = [
        descriptor({ name: 'bills', priority: 1, dependencies: dependsOn('lib') }),
        descriptor({ name: 'lib', priority: 3 }),
        descriptor({ name: 'other', priority: 2 }),
      ];
      expect(names(orderByDependencies(apps))).toEqual(['other', 'lib', 'bills']);
    });

    it('prefers a preload app that became ready over an idle one already waiting', () => {
      const apps = [
        descriptor({ name: 'base', priority: 1 }),
        descriptor({ name: 'idle', priority: 2 }),
        descriptor({ name: 'shell', priority: 1, dependencies: dependsOn('base') }),
      ];
      expect(names(orderByDependencies(apps))).toEqual(['base', 'shell', 'idle']);
    });

    it('differs from plain topsort, whose ties follow its depth-first visit', () => {
      const apps = [
        descriptor({ name: 'idle', priority: 3 }),
        descriptor({ name: 'preload', priority: 1 }),
      ];
      const graph = new Graph();
      apps.forEach((app) => graph.setNode(app.name));
      expect(alg.topsort(graph)).toEqual(['idle', 'preload']);
      expect(names(orderByDependencies(apps))).toEqual(['preload', 'idle']);
    });
  });

  describe('when uuids are hostile', () => {
    it('still sorts, because graph nodes are keyed by position', () => {
      const apps = [
        descriptor({ name: 'a', uuid: 'toString', dependencies: ['__proto__'] }),
        descriptor({ name: 'b', uuid: '__proto__' }),
      ];
      expect(names(orderByDependencies(apps))).toEqual(['b', 'a']);
    });
  });

  describe('when the list was not validated first', () => {
    it('rejects an unknown dependency uuid instead of inventing a node', () => {
      const apps = [descriptor({ name: 'a', dependencies: ['ghost'] })];
      expect(() => orderByDependencies(apps)).toThrow('"a" depends on unknown uuid "ghost"');
    });

    it('rejects a repeated uuid', () => {
      const apps = [
        descriptor({ name: 'a', uuid: 'same' }),
        descriptor({ name: 'b', uuid: 'same' }),
      ];
      expect(() => orderByDependencies(apps)).toThrow(RegistryError);
    });
  });
});
