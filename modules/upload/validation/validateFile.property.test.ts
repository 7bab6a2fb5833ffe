import fc from 'fast-check';
import { uploadMessages } from '../messages';
import { encodedNameLength, fileExtension } from './fileExtension';
import { validateFile } from './validateFile';

const hostileName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '../../etc/passwd',
    '\uD800.pdf',
    '\uDC00',
    '.',
    '..',
    '%E0%A4%A',
    'a\u0000b.pdf',
  ),
);

describe('validateFile with hostile names', () => {
  it('always answers a verdict and never throws', () => {
    fc.assert(
      fc.property(
        hostileName,
        fc.string({ maxLength: 20 }),
        fc.oneof(fc.nat(), fc.constant(Number.NaN), fc.constant(-1), fc.double()),
        fc.boolean(),
        (name, type, size, android) => {
          const verdict = validateFile({ name, type, size }, { android }, uploadMessages['en-US']);
          expect(typeof verdict.ok).toBe('boolean');
        },
      ),
    );
  });

  it('never accepts a name holding % or #', () => {
    fc.assert(
      fc.property(hostileName, fc.constantFrom('%', '#'), (name, bad) => {
        const file = { name: `${bad}${name}.pdf`, type: 'application/pdf', size: 10 };
        expect(validateFile(file, {}, uploadMessages['zh-CN']).ok).toBe(false);
      }),
    );
  });

  it('measures and splits any name without throwing', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        expect(encodedNameLength(name)).toBeGreaterThanOrEqual(0);
        expect(fileExtension(name)).not.toMatch(/[/\\]/);
      }),
    );
  });
});
