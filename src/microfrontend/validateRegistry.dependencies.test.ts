import { rawEntry, rawUtil as util, validateForTest as validate } from './testing/registryEntry';

describe('validateRegistry dependencies', () => {
  describe('when dependencies is not an array', () => {
    it.each(['uuid-bills', { 0: 'uuid-bills' }, null, 1])(
      'drops the entry (%p)',
      (dependencies) => {
        const { kept, warnings } = validate([rawEntry(), util('pdf', { dependencies })]);
        expect(kept).toEqual(['bills']);
        expect(warnings).toEqual([
          'Micro-app registry entry #1 "pdf" dropped: dependencies is not an array',
        ]);
      },
    );
  });

  describe('when a dependency is not a uuid string', () => {
    it('drops the entry naming the position of the bad dependency', () => {
      const { kept, warnings } = validate([
        rawEntry(),
        util('pdf', { dependencies: ['uuid-bills', 3] }),
      ]);
      expect(kept).toEqual(['bills']);
      expect(warnings[0]).toContain('dependency #1 is not a uuid string');
    });
  });

  describe('when a dependency uuid is not in the list', () => {
    it('drops the entry naming the unknown uuid', () => {
      const { kept, warnings } = validate([
        rawEntry(),
        util('pdf', { dependencies: ['uuid-ghost'] }),
      ]);
      expect(kept).toEqual(['bills']);
      expect(warnings).toEqual([
        'Micro-app registry entry #1 "pdf" dropped: it depends on unknown uuid "uuid-ghost"',
      ]);
    });
  });

  describe('when dropping an entry orphans its dependants', () => {
    it('drops the whole chain, repeating until nothing changes', () => {
      const { kept, warnings } = validate([
        util('c', { dependencies: ['uuid-b'] }),
        util('b', { dependencies: ['uuid-a'] }),
        util('a', { version: '' }),
        rawEntry({ dependencies: ['uuid-c'] }),
        util('free'),
        rawEntry({ name: 'approval', uuid: 'uuid-approval', rootPath: '/approval' }),
      ]);
      expect(kept).toEqual(['free', 'approval']);
      expect(warnings).toEqual([
        'Micro-app registry entry #2 "a" dropped: version is empty or not a string',
        'Micro-app registry entry #1 "b" dropped: it depends on entry #2 "a", which was dropped',
        'Micro-app registry entry #0 "c" dropped: it depends on entry #1 "b", which was dropped',
        'Micro-app registry entry #3 "bills" dropped: it depends on entry #0 "c", which was dropped',
      ]);
    });
  });
});
