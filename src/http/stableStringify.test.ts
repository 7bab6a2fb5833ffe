import { stableStringify } from './stableStringify';

describe('stableStringify', () => {
  describe('when two objects differ only in key order', () => {
    it('gives the same text', () => {
      expect(stableStringify({ a: 1, b: { c: 2, d: 3 } })).toBe(
        stableStringify({ b: { d: 3, c: 2 }, a: 1 }),
      );
    });
  });

  describe('when values differ', () => {
    it('gives different texts', () => {
      expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: 2 }));
      expect(stableStringify([1, 2])).not.toBe(stableStringify([2, 1]));
    });
  });

  describe('when the value refers to itself', () => {
    it('marks the cycle instead of throwing', () => {
      const value: Record<string, unknown> = { a: 1 };
      value.self = value;
      expect(stableStringify(value)).toBe('{"a":1,"self":"[Circular]"}');
    });
  });

  describe('when the same object appears twice side by side', () => {
    it('writes it out both times', () => {
      const shared = { x: 1 };
      expect(stableStringify([shared, shared])).toBe('[{"x":1},{"x":1}]');
    });
  });

  describe('when the value holds dates, search params and BigInts', () => {
    it('writes them as text', () => {
      const value = {
        at: new Date('2026-01-02T03:04:05.000Z'),
        q: new URLSearchParams('a=1&b=2'),
        big: BigInt(7),
      };
      expect(stableStringify(value)).toBe(
        '{"at":"2026-01-02T03:04:05.000Z","big":"7","q":"a=1&b=2"}',
      );
    });
  });

  describe('when the value is undefined', () => {
    it('gives an empty string', () => {
      expect(stableStringify(undefined)).toBe('');
    });
  });
});
