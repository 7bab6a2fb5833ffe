import { isPolicyCheckViolation } from './isPolicyCheckViolation';

const blocking = [
  { type: 'policyCheck', allowSubmit: true, message: 'hotel over budget' },
  { type: 'other', allowSubmit: false },
];

describe('isPolicyCheckViolation', () => {
  describe('when the message is an array led by a policyCheck entry', () => {
    it('is a violation if any entry forbids submitting', () => {
      expect(isPolicyCheckViolation(blocking)).toBe(true);
    });

    it('is not a violation if every entry allows submitting', () => {
      expect(isPolicyCheckViolation([{ type: 'policyCheck', allowSubmit: true }])).toBe(false);
    });
  });

  describe('when the message is a string holding a JSON array', () => {
    it('reads the array out of it', () => {
      expect(isPolicyCheckViolation(JSON.stringify(blocking))).toBe(true);
      expect(isPolicyCheckViolation(`check failed: ${JSON.stringify(blocking)}`)).toBe(true);
    });
  });

  describe('when the policyCheck entry is not first', () => {
    it('is not a violation', () => {
      expect(
        isPolicyCheckViolation([{ type: 'x' }, { type: 'policyCheck', allowSubmit: false }]),
      ).toBe(false);
    });
  });

  describe('when the message is anything else', () => {
    it.each([
      ['a plain sentence', 'something went wrong'],
      ['broken JSON', '[{"type":"policyCheck",'],
      ['an empty array', []],
      ['null entries', [null, { allowSubmit: false }]],
      ['a number', 42],
      ['undefined', undefined],
    ])('does not treat %s as a violation', (_label, message) => {
      expect(isPolicyCheckViolation(message)).toBe(false);
    });
  });

  describe('when an entry throws when read', () => {
    it('does not throw', () => {
      const hostile = {
        get type(): string {
          throw new Error('no');
        },
      };
      expect(isPolicyCheckViolation([hostile])).toBe(false);
    });
  });
});
