import { RegistryError } from './RegistryError';
import { rawEntry, rawUtil as util, validateForTest as validate } from './testing/registryEntry';
import { validateRegistry } from './validateRegistry';

describe('validateRegistry', () => {
  describe('when the input is not a list', () => {
    it.each([{}, null, undefined, 'bills', 3, { length: 1, 0: rawEntry() }])(
      'throws a RegistryError saying the registry must be a list (%p)',
      (input) => {
        expect(() => validateRegistry(input, () => {})).toThrow(
          new RegistryError('The micro-app registry must be a list'),
        );
      },
    );
  });

  describe('when every entry is valid', () => {
    it('keeps them in order with defaults filled in and no warnings', () => {
      const warnings: string[] = [];
      const apps = validateRegistry([rawEntry(), util('pdf')], (message) => warnings.push(message));
      expect(apps).toEqual([
        {
          name: 'bills',
          uuid: 'uuid-bills',
          version: '1.0.0',
          type: 'APPLICATION',
          rootPath: '/bills',
          bundleUrl: 'https://cdn.test/bills.js',
          priority: 2,
          entry: 'default',
          dependencies: [],
          params: {},
        },
        expect.objectContaining({ name: 'pdf', type: 'UTIL' }),
      ]);
      expect(apps[1]).not.toHaveProperty('rootPath');
      expect(warnings).toEqual([]);
    });

    it('copies params so later changes to the input do not leak in', () => {
      const params = { color: 'blue' };
      const [app] = validateRegistry([rawEntry({ params })], () => {});
      params.color = 'red';
      expect(app?.params).toEqual({ color: 'blue' });
    });
  });

  describe.each(['name', 'uuid', 'version', 'type', 'bundleUrl'])('when %s is empty', (field) => {
    it.each(['', '   ', undefined, null, 42, ['x']])(
      'drops the entry with a warning naming it and the field (%p)',
      (value) => {
        const { kept, warnings } = validate([rawEntry(), util('pdf', { [field]: value })]);
        expect(kept).toEqual(['bills']);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain('entry #1');
        expect(warnings[0]).toContain(`${field} is empty or not a string`);
      },
    );
  });

  describe('when an entry has a name', () => {
    it('names it in the warning with its position', () => {
      const { warnings } = validate([rawEntry(), util('pdf', { version: '' })]);
      expect(warnings).toEqual([
        'Micro-app registry entry #1 "pdf" dropped: version is empty or not a string',
      ]);
    });

    it('quotes a long or hostile name safely', () => {
      const { warnings } = validate([
        rawEntry(),
        util(`a\u001b[31m${'x'.repeat(200)}`, { type: '' }),
      ]);
      expect(warnings[0]).toContain('"a\\u001b[31m');
      expect(warnings[0]?.length).toBeLessThan(200);
    });
  });

  describe('when an entry is not an object', () => {
    it.each([null, 'bills', 7, ['bills']])('drops it, naming its position (%p)', (entry) => {
      const { kept, warnings } = validate([entry, rawEntry()]);
      expect(kept).toEqual(['bills']);
      expect(warnings).toEqual(['Micro-app registry entry #0 dropped: it is not an object']);
    });
  });

  describe('when the type is unknown', () => {
    it('drops the entry', () => {
      const { kept, warnings } = validate([rawEntry(), util('x', { type: 'application' })]);
      expect(kept).toEqual(['bills']);
      expect(warnings[0]).toContain('type "application" is unknown');
    });
  });
});
