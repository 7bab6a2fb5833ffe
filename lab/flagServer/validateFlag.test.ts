import { normalizeFlag } from './normalizeFlag';
import { booleanFlag } from './testing/flagFixtures';
import { validateFlag } from './validateFlag';

const NOW = '2026-05-01T00:00:00.000Z';
const noSegments = new Set<string>();
const check =
  (flag: unknown, segments: ReadonlySet<string> = noSegments) =>
  () =>
    validateFlag(normalizeFlag(flag, NOW), segments);

describe('validating a flag', () => {
  it('accepts a complete boolean flag', () => {
    expect(check(booleanFlag('module-bills'))).not.toThrow();
  });

  it('fills what FeatBit fills for a new flag when only the essentials are given', () => {
    const flag = normalizeFlag(
      {
        key: 'short',
        variationType: 'boolean',
        variations: [
          { id: 't', value: 'true' },
          { id: 'f', value: 'false' },
        ],
      },
      NOW,
    );
    expect(flag).toMatchObject({
      name: 'short',
      isEnabled: false,
      disabledVariationId: 'f',
      fallthrough: { dispatchKey: null, variations: [{ id: 't', rollout: [0, 1] }] },
      rules: [],
      targetUsers: [],
      createdAt: NOW,
    });
    expect(flag.variations[0]).toEqual({ id: 't', name: 'true', value: 'true' });
  });

  it('names a key outside the allowed pattern', () => {
    expect(check(booleanFlag('has space'))).toThrow(/key "has space" must match/);
  });

  it('refuses a key the admin API uses as a path', () => {
    expect(check(booleanFlag('export'))).toThrow(/reserved/);
  });

  it('refuses a flag without variations', () => {
    expect(check(booleanFlag('x', { variations: [] }))).toThrow(/variations must not be empty/);
  });

  it('names a variation value given as a JSON boolean instead of a string', () => {
    const flag = { ...booleanFlag('x'), variations: [{ id: 'on', value: true }] };
    expect(check(flag)).toThrow(/variations\[0\]\.value must be a string/);
  });

  it('names a boolean value that is neither "true" nor "false"', () => {
    const flag = booleanFlag('x', { variations: [{ id: 'on', name: 'On', value: 'yes' }] });
    expect(check(flag)).toThrow(/variations\[0\]\.value must be "true" or "false"/);
  });

  it('names an id that is not one of the variations', () => {
    expect(check(booleanFlag('x', { disabledVariationId: 'nope' }))).toThrow(
      /disabledVariationId "nope" is not one of the flag's variation ids/,
    );
    const targeted = booleanFlag('x', { targetUsers: [{ keyIds: ['u1'], variationId: 'gone' }] });
    expect(check(targeted)).toThrow(/targetUsers\[0\]\.variationId "gone"/);
  });

  it('names a rollout range outside [0, 1] or running backwards', () => {
    const outside = booleanFlag('x', {
      fallthrough: {
        dispatchKey: null,
        includedInExpt: false,
        variations: [{ id: 'on', rollout: [0, 1.5], exptRollout: 1 }],
      },
    });
    expect(check(outside)).toThrow(/fallthrough\.variations\[0\]\.rollout \[0, 1.5\]/);
    const backwards = booleanFlag('x', {
      fallthrough: {
        dispatchKey: null,
        includedInExpt: false,
        variations: [{ id: 'on', rollout: [0.6, 0.4], exptRollout: 1 }],
      },
    });
    expect(check(backwards)).toThrow(/must satisfy 0 <= from <= to <= 1/);
  });

  it('names an unknown operator and a list operator without a JSON list', () => {
    const rule = (op: string, value: string) =>
      booleanFlag('x', {
        rules: [
          {
            id: 'r',
            name: 'r',
            dispatchKey: null,
            includedInExpt: false,
            conditions: [{ property: 'corporationId', op, value }],
            variations: [{ id: 'on', rollout: [0, 1], exptRollout: 1 }],
          },
        ],
      });
    expect(check(rule('Equals', 'a'))).toThrow(/rules\[0\]\.conditions\[0\]\.op "Equals"/);
    expect(check(rule('IsOneOf', 'a,b'))).toThrow(/must be a JSON array of strings for IsOneOf/);
  });

  it('names a segment that does not exist', () => {
    const flag = booleanFlag('x', {
      rules: [
        {
          id: 'r',
          name: 'r',
          dispatchKey: null,
          includedInExpt: false,
          conditions: [{ property: 'User is in segment', op: '', value: '["seg-1","seg-2"]' }],
          variations: [{ id: 'on', rollout: [0, 1], exptRollout: 1 }],
        },
      ],
    });
    expect(check(flag, new Set(['seg-1']))).toThrow(/names segment "seg-2", which does not exist/);
    expect(check(flag, new Set(['seg-1', 'seg-2']))).not.toThrow();
  });
});
