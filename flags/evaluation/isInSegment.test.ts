import { isInSegment } from './isInSegment';
import { makeSegment, makeUser } from './testFixtures';
import type { Segment } from './types';

const acmeRule = {
  id: 'r1',
  name: 'Acme staff',
  conditions: [{ property: 'corporationId', op: 'Equal', value: 'acme' }],
};

describe('isInSegment', () => {
  it('excludes a user listed in excluded even when also included and matched by a rule', () => {
    const segment = makeSegment({ excluded: ['u1'], included: ['u1'], rules: [acmeRule] });
    expect(isInSegment(makeUser('u1', { corporationId: 'acme' }), segment)).toBe(false);
  });

  it('includes a user listed in included even when no rule matches', () => {
    const segment = makeSegment({ included: ['u1'], rules: [acmeRule] });
    expect(isInSegment(makeUser('u1', { corporationId: 'globex' }), segment)).toBe(true);
  });

  it('includes a user matched by any rule', () => {
    const segment = makeSegment({
      rules: [
        { id: 'r0', name: 'Nobody', conditions: [{ property: 'x', op: 'Equal', value: 'y' }] },
        acmeRule,
      ],
    });
    expect(isInSegment(makeUser('u2', { corporationId: 'acme' }), segment)).toBe(true);
  });

  it('requires all conditions of a rule', () => {
    const rule = {
      ...acmeRule,
      conditions: [
        ...acmeRule.conditions,
        { property: 'department', op: 'Equal', value: 'finance' },
      ],
    };
    const segment = makeSegment({ rules: [rule] });
    expect(
      isInSegment(makeUser('u2', { corporationId: 'acme', department: 'finance' }), segment),
    ).toBe(true);
    expect(
      isInSegment(makeUser('u2', { corporationId: 'acme', department: 'sales' }), segment),
    ).toBe(false);
  });

  it('lets a rule without conditions take in every user who is not excluded', () => {
    const segment = makeSegment({
      excluded: ['u9'],
      rules: [{ id: 'r', name: 'All', conditions: [] }],
    });
    expect(isInSegment(makeUser('u1'), segment)).toBe(true);
    expect(isInSegment(makeUser('u9'), segment)).toBe(false);
  });

  it('leaves out a user neither listed nor matched', () => {
    expect(isInSegment(makeUser('u1'), makeSegment({ included: ['u2'], rules: [acmeRule] }))).toBe(
      false,
    );
  });

  it('still counts an archived segment, as FeatBit does', () => {
    expect(isInSegment(makeUser('u1'), makeSegment({ included: ['u1'], isArchived: true }))).toBe(
      true,
    );
  });

  it('compares keyIds exactly', () => {
    expect(isInSegment(makeUser('U1'), makeSegment({ included: ['u1'] }))).toBe(false);
  });

  it('treats segment-membership conditions inside a segment rule as plain properties (no nesting)', () => {
    const nested = makeSegment({
      rules: [
        {
          id: 'r',
          name: 'Nested',
          conditions: [{ property: 'User is in segment', op: 'Equal', value: '["seg-1"]' }],
        },
      ],
    });
    expect(isInSegment(makeUser('u1'), nested)).toBe(false);
  });

  it('never throws on malformed segments and ignores the malformed parts', () => {
    const malformed = [
      null,
      {},
      { included: 'u1' },
      { excluded: null, included: ['u1'] },
      { rules: [{ conditions: 'all' }, null, { conditions: [null, 5] }] },
    ] as unknown as Segment[];
    const results = malformed.map((segment) => isInSegment(makeUser('u1'), segment));
    expect(results).toEqual([false, false, false, true, false]);
  });
});
