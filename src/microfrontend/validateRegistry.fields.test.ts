import { rawEntry, rawUtil as util, validateForTest as validate } from './testing/registryEntry';
import { validateRegistry } from './validateRegistry';

describe('validateRegistry optional fields', () => {
  describe('when params is not an object', () => {
    it.each([[['a']], null, 'x', 3, true])('drops the entry (%p)', (params) => {
      const { kept, warnings } = validate([rawEntry(), util('pdf', { params })]);
      expect(kept).toEqual(['bills']);
      expect(warnings).toEqual([
        'Micro-app registry entry #1 "pdf" dropped: params is not an object',
      ]);
    });
  });

  describe('when dependencies and params are absent', () => {
    it('defaults them to an empty list and an empty object without a warning', () => {
      const { apps, warnings } = validate([
        rawEntry({ dependencies: undefined, params: undefined }),
      ]);
      expect(apps[0]).toMatchObject({ dependencies: [], params: {} });
      expect(warnings).toEqual([]);
    });
  });

  describe('when two entries share a uuid', () => {
    it('keeps the first and warns about the second', () => {
      const { kept, warnings } = validate([rawEntry(), util('pdf', { uuid: 'uuid-bills' })]);
      expect(kept).toEqual(['bills']);
      expect(warnings).toEqual([
        'Micro-app registry entry #1 "pdf" dropped: its uuid repeats entry #0 "bills"',
      ]);
    });

    it('keeps the first valid one when the earlier duplicate was itself invalid', () => {
      const { apps } = validate([
        util('pdf', { version: '' }),
        util('pdf2', { uuid: 'uuid-pdf' }),
        rawEntry(),
      ]);
      expect(apps.map((app) => [app.name, app.uuid])).toEqual([
        ['pdf2', 'uuid-pdf'],
        ['bills', 'uuid-bills'],
      ]);
    });
  });

  describe('when two entries share a name', () => {
    it('keeps the first, because single-spa registers applications by name', () => {
      const { kept, warnings } = validate([rawEntry(), util('bills', { uuid: 'uuid-other' })]);
      expect(kept).toEqual(['bills']);
      expect(warnings[0]).toContain('its name repeats entry #0 "bills"');
    });
  });

  describe('when the priority is outside 1..3', () => {
    it.each([0, 4, 1.5, '1', null, -1])('uses 2 and warns (%p)', (priority) => {
      const { apps, warnings } = validate([rawEntry({ priority })]);
      expect(apps[0]?.priority).toBe(2);
      expect(warnings).toEqual([
        'Micro-app registry entry #0 "bills": priority is not 1, 2 or 3; using 2',
      ]);
    });

    it.each([1, 2, 3])('keeps a valid priority %p', (priority) => {
      expect(validate([rawEntry({ priority })]).apps[0]?.priority).toBe(priority);
    });
  });

  describe('when entry is absent or empty', () => {
    it("uses 'default', warning only for a present but unusable value", () => {
      expect(validate([rawEntry()]).apps[0]?.entry).toBe('default');
      const { apps, warnings } = validate([rawEntry({ entry: '' })]);
      expect(apps[0]?.entry).toBe('default');
      expect(warnings[0]).toContain('entry is empty or not a string');
      expect(validate([rawEntry({ entry: 'lifecycles' })]).apps[0]?.entry).toBe('lifecycles');
    });
  });

  describe('when fields are inherited rather than own', () => {
    it('ignores them, since JSON never produces inherited fields', () => {
      const inherited = Object.create(rawEntry()) as Record<string, unknown>;
      const { kept, warnings } = validate([inherited, rawEntry({ name: 'approval', uuid: 'a' })]);
      expect(kept).toEqual(['approval']);
      expect(warnings[0]).toContain('name is empty or not a string');
    });
  });

  describe('when no APPLICATION remains', () => {
    it('throws a RegistryError saying so', () => {
      expect(() => validateRegistry([], () => {})).toThrow(
        'The micro-app registry has no APPLICATION',
      );
      expect(() =>
        validateRegistry([util('pdf'), rawEntry({ rootPath: undefined })], () => {}),
      ).toThrow('The micro-app registry has no APPLICATION');
    });
  });

  describe('when no warn function is given', () => {
    it('warns on the console', () => {
      const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
      validateRegistry([rawEntry(), util('pdf', { type: '' })]);
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('entry #1 "pdf" dropped'));
      spy.mockRestore();
    });
  });
});
