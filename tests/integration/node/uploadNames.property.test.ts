import fc from 'fast-check';
import { checkUploadKey, checkUploadName } from '../../../mocks-server/uploads/checkUploadName';

/** The pieces of a traversal, in the encodings attackers chain to slip past one decode. */
const dots = fc.constantFrom('..', '%2e%2e', '%2E%2E', '%252e%252e', '.%2e');
const separator = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%252f');
const plain = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const traversal = fc
  .tuple(fc.array(fc.tuple(dots, separator), { minLength: 1, maxLength: 4 }), plain)
  .map(([steps, last]) => `${steps.map(([up, sep]) => up + sep).join('')}${last}.txt`);
const absolute = fc
  .tuple(fc.constantFrom('/', '\\', 'C:', 'c:\\', '%2f'), plain)
  .map(([start, rest]) => `${start}${rest}`);

describe('when an upload name is hostile', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        checkUploadName(name);
        checkUploadKey(name);
      }),
    );
  });

  it('refuses every traversal or absolute path as a name and as a key, however encoded', () => {
    fc.assert(
      fc.property(fc.oneof(traversal, absolute), (name) => {
        expect(checkUploadName(name)?.status).toBe(400);
        expect(checkUploadKey(name)?.status).toBe(400);
      }),
    );
  });

  it('accepts plain names, so the refusals are not blanket', () => {
    fc.assert(
      fc.property(plain, (name) => {
        expect(checkUploadName(`${name}.pdf`)).toBeNull();
      }),
    );
  });
});
