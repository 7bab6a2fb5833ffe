import type { FlagDefinition } from '@flags/catalog';
import { convertVariation, readVariation } from './readVariation';

const base = { owner: 'bills', description: { en: 'test', zh: '测试' } };
const as = (definition: {
  type: FlagDefinition['type'];
  defaultValue: unknown;
  options?: string[];
}) => ({ ...base, ...definition }) as FlagDefinition;

describe('convertVariation', () => {
  it('accepts TRUE or FALSE in any case for booleans, nothing else', () => {
    const bool = as({ type: 'boolean', defaultValue: false });
    expect(
      ['true', 'TRUE', 'False', 'yes', '1', ''].map((raw) => convertVariation(bool, raw)),
    ).toEqual([true, true, false, undefined, undefined, undefined]);
  });

  it('accepts numbers that parse, refusing blanks that Number() would turn into 0', () => {
    const number = as({ type: 'number', defaultValue: 24 });
    expect(
      ['50', '2.5', '-1', '1e3', ' ', '', '12MB', 'Infinity'].map((raw) =>
        convertVariation(number, raw),
      ),
    ).toEqual([50, 2.5, -1, 1000, undefined, undefined, undefined, undefined]);
  });

  it('accepts any string, or only the declared options when there are some', () => {
    expect(convertVariation(as({ type: 'string', defaultValue: '' }), 'anything')).toBe('anything');
    const mode = as({ type: 'string', defaultValue: 'LIST', options: ['LIST', 'TABLE'] });
    expect(convertVariation(mode, 'TABLE')).toBe('TABLE');
    expect(convertVariation(mode, 'table')).toBeUndefined();
  });

  it('accepts json that parses', () => {
    const json = as({ type: 'json', defaultValue: null });
    expect(convertVariation(json, '{"limit":3}')).toEqual({ limit: 3 });
    expect(convertVariation(json, 'null')).toBeNull();
    expect(convertVariation(json, '{oops')).toBeUndefined();
  });
});

describe('readVariation', () => {
  it('falls back to the catalogue default when absent or of the wrong type', () => {
    expect(readVariation('upload-max-size-mb', undefined)).toBe(24);
    expect(readVariation('upload-max-size-mb', 'big')).toBe(24);
    expect(readVariation('upload-max-size-mb', '10')).toBe(10);
    expect(readVariation('module-bills', 'FALSE')).toBe(false);
  });
});
