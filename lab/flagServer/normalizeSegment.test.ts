import { normalizeSegment } from './normalizeSegment';

const NOW = '2026-05-01T00:00:00.000Z';

describe('reading a segment', () => {
  it('fills the defaults of a new environment segment', () => {
    const segment = normalizeSegment({ id: 's1', key: 'pilots', included: ['u1'] }, NOW);
    expect(segment).toEqual({
      id: 's1',
      envId: 'lab',
      name: 'pilots',
      key: 'pilots',
      type: 'environment-specific',
      included: ['u1'],
      excluded: [],
      rules: [],
      isArchived: false,
      updatedAt: NOW,
    });
  });

  it('refuses a rule that refers to another segment', () => {
    const input = {
      key: 'nested',
      rules: [{ conditions: [{ property: 'User is in segment', op: '', value: '["s1"]' }] }],
    };
    expect(() => normalizeSegment(input, NOW)).toThrow(
      /rules\[0\]\.conditions\[0\] cannot refer to another segment/,
    );
  });

  it('names a field of the wrong type', () => {
    expect(() => normalizeSegment({ key: 'k', included: 'u1' }, NOW)).toThrow(
      /included must be an array/,
    );
    expect(() => normalizeSegment({ name: 'no key' }, NOW)).toThrow(/key is missing/);
  });
});
