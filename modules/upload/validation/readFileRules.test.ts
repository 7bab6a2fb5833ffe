import { readFileRules, readMaxSizeMb } from './readFileRules';

describe('readFileRules', () => {
  it('reads the allow-list and the per-suffix limits, dots and case tidied', () => {
    expect(
      readFileRules({ suffixes: ['.PDF', 'jpg'], maxSizeMbBySuffix: { pdf: 10, '.JPG': 5 } }),
    ).toEqual({ suffixes: ['pdf', 'jpg'], maxSizeMbBySuffix: { pdf: 10, jpg: 5 } });
  });

  it('allows every type when the flag says nothing usable', () => {
    for (const raw of [null, {}, [], 'pdf', { suffixes: 'pdf' }, { suffixes: [] }]) {
      expect(readFileRules(raw)).toEqual({});
    }
  });

  it('drops malformed pieces and keeps the rest', () => {
    expect(
      readFileRules({
        suffixes: ['pdf', 7, '../x', 'a'.repeat(40)],
        maxSizeMbBySuffix: { pdf: -1, png: 'big', ofd: 3, __proto__: 1 },
      }),
    ).toEqual({ suffixes: ['pdf'], maxSizeMbBySuffix: { ofd: 3 } });
  });

  it('reads a usable size limit only', () => {
    expect(readMaxSizeMb(24)).toBe(24);
    expect(readMaxSizeMb(0.5)).toBe(0.5);
    for (const raw of [0, -3, Number.NaN, '24', null, 1e9])
      expect(readMaxSizeMb(raw)).toBeUndefined();
  });
});
