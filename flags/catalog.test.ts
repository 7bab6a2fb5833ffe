import { moduleDescriptors } from '../build/moduleDescriptors';
import {
  FLAG_CATALOG,
  assertDeclared,
  flagDefault,
  isFlagKey,
  type FlagDefinition,
  type FlagKey,
} from './catalog';

const entries = Object.entries(FLAG_CATALOG) as Array<[FlagKey, FlagDefinition]>;
const MODULE_IDS = ['bills', 'approval', 'print', 'upload', 'group-center', 'admin-rules'];

describe('FLAG_CATALOG', () => {
  it('has one module flag per module, on by default so a tenant without rules keeps today’s product', () => {
    for (const id of MODULE_IDS) {
      expect(FLAG_CATALOG).toHaveProperty(
        [`module-${id}`],
        expect.objectContaining({ type: 'boolean', defaultValue: true, owner: id }),
      );
    }
  });

  it('declares the feature flags where the spec has variants', () => {
    expect(FLAG_CATALOG['bills-display-mode']).toMatchObject({
      type: 'string',
      defaultValue: 'LIST',
      options: ['LIST', 'TABLE'],
      owner: 'bills',
    });
    expect(FLAG_CATALOG['upload-max-size-mb']).toMatchObject({
      type: 'number',
      defaultValue: 24,
      owner: 'upload',
    });
    expect(FLAG_CATALOG['approval-bulk-agree']).toMatchObject({
      type: 'boolean',
      defaultValue: false,
      owner: 'approval',
    });
  });

  it.each(entries)(
    '%s: a valid FeatBit key, a default of its type, an owner and en/zh descriptions',
    (key, definition) => {
      expect(key).toMatch(/^[a-zA-Z0-9._-]+$/);
      const jsonTypes = ['object', 'string', 'number', 'boolean'];
      if (definition.type === 'json') expect(jsonTypes).toContain(typeof definition.defaultValue);
      else expect(typeof definition.defaultValue).toBe(definition.type);
      if (definition.type === 'string' && definition.options) {
        expect(definition.options).toContain(definition.defaultValue);
      }
      expect([...MODULE_IDS, 'lab']).toContain(definition.owner);
      expect(definition.description.en.trim()).not.toBe('');
      expect(definition.description.zh.trim()).not.toBe('');
    },
  );

  it('covers every module descriptor: its module flag and every key it declares', () => {
    for (const descriptor of moduleDescriptors) {
      expect(FLAG_CATALOG).toHaveProperty(
        [descriptor.flag],
        expect.objectContaining({ type: 'boolean', owner: descriptor.id }),
      );
      for (const key of descriptor.flagKeys ?? []) expect(isFlagKey(key)).toBe(true);
    }
  });
});

describe('flagDefault and isFlagKey', () => {
  it('return the default of a catalogued key', () => {
    expect(flagDefault('upload-max-size-mb')).toBe(24);
    expect(flagDefault('module-bills')).toBe(true);
  });

  it('recognise only catalogued keys, not inherited object properties', () => {
    expect(isFlagKey('module-bills')).toBe(true);
    expect(
      ['module-travel', 'toString', '__proto__', 'constructor', 42, null].map(isFlagKey),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('assertDeclared', () => {
  const bills = { id: 'bills', flag: 'module-bills', flagKeys: ['bills-display-mode'] };
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('accepts declared keys and the module’s own flag', () => {
    expect(() => assertDeclared(bills, 'bills-display-mode')).not.toThrow();
    expect(() => assertDeclared(bills, 'module-bills')).not.toThrow();
  });

  it('throws in development, naming the module and the key', () => {
    process.env.NODE_ENV = 'development';
    expect(() => assertDeclared(bills, 'approval-bulk-agree')).toThrow(
      'Module "bills" reads flag "approval-bulk-agree" without declaring it: add "approval-bulk-agree" to flagKeys in the "bills" module descriptor.',
    );
    expect(() => assertDeclared({ id: 'print' }, 'module-bills')).toThrow(
      /"print".*"module-bills"/,
    );
  });

  it('does nothing in production', () => {
    process.env.NODE_ENV = 'production';
    expect(() => assertDeclared(bills, 'approval-bulk-agree')).not.toThrow();
  });
});
