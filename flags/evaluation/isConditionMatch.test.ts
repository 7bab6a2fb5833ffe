import { IN_SEGMENT, NOT_IN_SEGMENT, isConditionMatch } from './isConditionMatch';
import { makeSegment, makeUser } from './testFixtures';
import type { Condition, EndUser } from './types';

const beta = makeSegment({ id: 'seg-beta', included: ['u1'] });
const pilot = makeSegment({ id: 'seg-pilot', included: ['u2'] });
const segments = [beta, pilot];

const inSegment = (value: string): Condition => ({ property: IN_SEGMENT, op: '', value });
const notInSegment = (value: string): Condition => ({ property: NOT_IN_SEGMENT, op: '', value });

describe('isConditionMatch', () => {
  describe('with a segment condition', () => {
    it('matches a user in any of the listed segments', () => {
      const condition = inSegment('["seg-beta","seg-pilot"]');
      expect(isConditionMatch(condition, makeUser('u1'), segments)).toBe(true);
      expect(isConditionMatch(condition, makeUser('u2'), segments)).toBe(true);
      expect(isConditionMatch(condition, makeUser('u3'), segments)).toBe(false);
    });

    it('negates membership for "User is not in segment"', () => {
      const condition = notInSegment('["seg-beta"]');
      expect(isConditionMatch(condition, makeUser('u1'), segments)).toBe(false);
      expect(isConditionMatch(condition, makeUser('u2'), segments)).toBe(true);
    });

    it('treats an unknown segment id as a segment nobody is in', () => {
      expect(isConditionMatch(inSegment('["seg-gone"]'), makeUser('u1'), segments)).toBe(false);
      expect(isConditionMatch(notInSegment('["seg-gone"]'), makeUser('u1'), segments)).toBe(true);
    });

    it('treats an empty id list as membership in nothing', () => {
      expect(isConditionMatch(inSegment('[]'), makeUser('u1'), segments)).toBe(false);
      expect(isConditionMatch(notInSegment('[]'), makeUser('u1'), segments)).toBe(true);
    });

    it.each(['not json', '"seg-beta"', '[1]', 'null', '{"id":"seg-beta"}'])(
      'matches nobody in either polarity when the id list is malformed: %j',
      (value) => {
        expect(isConditionMatch(inSegment(value), makeUser('u1'), segments)).toBe(false);
        expect(isConditionMatch(notInSegment(value), makeUser('u3'), segments)).toBe(false);
      },
    );

    it('ignores the operator of a segment condition', () => {
      const condition = {
        property: IN_SEGMENT,
        op: null,
        value: '["seg-beta"]',
      } as unknown as Condition;
      expect(isConditionMatch(condition, makeUser('u1'), segments)).toBe(true);
    });
  });

  describe('with a property condition', () => {
    it('applies the operator to the user’s value', () => {
      const condition: Condition = { property: 'corporationId', op: 'Equal', value: 'acme' };
      expect(isConditionMatch(condition, makeUser('u1', { corporationId: 'acme' }), [])).toBe(true);
      expect(isConditionMatch(condition, makeUser('u1', { corporationId: 'globex' }), [])).toBe(
        false,
      );
    });

    it.each([
      ['NotEqual', 'gold', true],
      ['NotContain', 'gold', true],
      ['NotOneOf', '["gold"]', true],
      ['NotMatchRegex', '^gold$', true],
      ['Equal', '', true],
      ['Equal', 'gold', false],
      ['IsFalse', 'IsFalse', false],
    ])('treats a missing property as "" for %s %j (matches: %s)', (op, value, expected) => {
      const condition: Condition = { property: 'tier', op, value };
      expect(isConditionMatch(condition, makeUser('u1'), [])).toBe(expected);
    });

    it('never matches a missing name, not even with NotEqual', () => {
      const nameless = { keyId: 'u1' } as unknown as EndUser;
      expect(
        isConditionMatch({ property: 'name', op: 'NotEqual', value: 'bob' }, nameless, []),
      ).toBe(false);
    });

    it('does not match a malformed condition', () => {
      const malformed = [
        null,
        {},
        { property: 5, op: 'Equal', value: '' },
        { property: 'tier', op: 'Equal' },
      ];
      for (const condition of malformed) {
        expect(isConditionMatch(condition as unknown as Condition, makeUser('u1'), [])).toBe(false);
      }
    });
  });
});
