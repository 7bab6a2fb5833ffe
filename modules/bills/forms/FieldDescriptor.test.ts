import fc from 'fast-check';
import { MAX_FIELDS } from '@contracts/bills/specificationFields';
import { parseFieldDescriptors } from './FieldDescriptor';
import { everyKindSpec } from './testing/formFixtures';

const one = (raw: unknown) => parseFieldDescriptors([raw]).fields[0];

describe('parseFieldDescriptors', () => {
  it('reads every kind of a specification, with labels, enLabels and required flags', () => {
    const { fields, problems } = parseFieldDescriptors(everyKindSpec);
    expect(problems).toEqual([]);
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['count', 'number'],
      ['amount', 'money'],
      ['day', 'date'],
      ['trip', 'dateRange'],
      ['paper', 'boolean'],
      ['urgent', 'switcher'],
      ['owner', 'ref'],
      ['members', 'list'],
      ['files', 'attachment'],
      ['calc', 'unsupported'],
    ]);
    expect(fields[0]).toMatchObject({ label: '标题', enLabel: 'Title', required: true });
    expect(fields[5].required).toBe(false);
    expect(fields[7].entity).toBe('organization.Staff');
    expect(fields[8].entity).toBe('organization.Staff');
    expect(fields[2].currency?.strCode).toBe('CNY');
  });

  it('accepts a bare list, {fields} and a {value} envelope', () => {
    const field = { name: 'a', dataType: { type: 'text' } };
    for (const input of [[field], { fields: [field] }, { value: { components: [field] } }]) {
      expect(parseFieldDescriptors(input).fields.map((found) => found.name)).toEqual(['a']);
    }
  });

  describe('when a type is not one the engine edits', () => {
    it.each([
      [{ type: 'complex' }, 'composite', 'complex'],
      [{ type: 'order' }, 'composite', 'order'],
      [{ type: 'hologram' }, 'unknownType', 'hologram'],
      [{ type: 'ref' }, 'missingEntity', 'ref'],
      [{ type: 'ref', entity: 'space.Station' }, 'unknownEntity', 'space.Station'],
      [{ type: 'list', elemType: { type: 'text' } }, 'listElement', 'list<text>'],
    ])('keeps %j read-only with the reason %s', (dataType, reason, type) => {
      const field = one({ name: 'x', dataType, optional: false });
      expect(field).toMatchObject({
        kind: 'unsupported',
        readOnly: true,
        unsupported: { reason, type },
      });
    });
  });

  it('lets a format decide how a value is shown', () => {
    expect(one({ name: 'a', dataType: { type: 'number' }, format: 'money' }).kind).toBe('money');
    expect(one({ name: 'a', dataType: { type: 'text' }, format: 'switcher' }).kind).toBe(
      'switcher',
    );
    expect(one({ name: 'a', dataType: { type: 'text' }, format: 'email' }).textFormat).toBe(
      'email',
    );
    expect(
      one({ name: 'a', dataType: { type: 'text' }, format: 'sparkle' }).format,
    ).toBeUndefined();
  });

  it('reads bounds as decimal text and enum options in both shapes', () => {
    const field = one({
      name: 'a',
      dataType: { type: 'text' },
      min: 0.1,
      max: '99999999999999999999.99',
      maxLength: 20,
      options: ['A', { id: 'B', name: '乙', enName: 'Bee' }, 'A', { nothing: 1 }],
    });
    expect(field).toMatchObject({ min: '0.1', max: '99999999999999999999.99', maxLength: 20 });
    expect(field.options).toEqual([
      { value: 'A', label: 'A' },
      { value: 'B', label: '乙', enLabel: 'Bee' },
    ]);
  });

  describe('with hostile input', () => {
    it.each([null, undefined, 42, 'fields', { components: 'x' }, { value: 7 }])(
      'answers no fields for %j',
      (input) => {
        const { fields, problems } = parseFieldDescriptors(input);
        expect(fields).toEqual([]);
        expect(problems.length).toBeGreaterThan(0);
      },
    );

    it('drops names formik would read as paths or that reach the prototype', () => {
      const names = ['__proto__', 'constructor', 'a.b', 'a[0]', '', 'x'.repeat(65), 7, 'ok'];
      const raw = JSON.parse(
        JSON.stringify(names.map((name) => ({ name, dataType: { type: 'text' } }))),
      );
      const { fields, problems } = parseFieldDescriptors(raw);
      expect(fields.map((field) => field.name)).toEqual(['ok']);
      expect(problems).toHaveLength(7);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('keeps the first of duplicate names and caps the list', () => {
      const many = Array.from({ length: MAX_FIELDS + 5 }, (_, index) => ({
        name: `f${index % 600}`,
      }));
      const { fields, problems } = parseFieldDescriptors([{ name: 'f0' }, ...many]);
      expect(fields).toHaveLength(MAX_FIELDS - 1);
      expect(problems).toContain(`Only the first ${MAX_FIELDS} fields are kept`);
      expect(problems).toContain('Field 1: duplicate name f0');
    });

    it('survives getters and proxies that throw', () => {
      const boom = () => {
        throw new Error('boom');
      };
      const trap = new Proxy({}, { get: boom, has: boom, getOwnPropertyDescriptor: boom });
      const getter = Object.defineProperty({ name: 'g' }, 'dataType', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      });
      const { fields, problems } = parseFieldDescriptors([trap, getter, { name: 'fine' }]);
      expect(fields.map((field) => field.name)).toEqual(['fine']);
      expect(problems).toEqual(['Field 0: could not be read', 'Field 1: could not be read']);
      expect(parseFieldDescriptors(trap).fields).toEqual([]);
    });

    it('never throws and only yields plain names, whatever the JSON', () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.array(fc.jsonValue()), (spec, list) => {
          for (const input of [spec, list, { components: list }]) {
            const { fields } = parseFieldDescriptors(input);
            for (const field of fields) expect(field.name).toMatch(/^[A-Za-z_$][\w$]{0,63}$/);
          }
        }),
      );
    });
  });
});
