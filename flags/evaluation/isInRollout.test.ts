import fc from 'fast-check';
import { isInRollout } from './isInRollout';
import { rolloutOfKey } from './rolloutOfKey';

const KEY = 'test-value';
const P = rolloutOfKey(KEY); // 0.14653629204258323

describe('isInRollout', () => {
  it('always includes a key in [0, 1]', () => {
    fc.assert(fc.property(fc.string(), (key) => isInRollout(key, [0, 1])));
  });

  it('treats [0, 0.99999x] as everyone, as FeatBit does for rounding leftovers', () => {
    expect(isInRollout('qKPKh1S3FolC', [0, 0.999991])).toBe(true); // its rollout is 0.91
    expect(isInRollout(KEY, [0, 1 - 1e-4])).toBe(true);
  });

  it('never includes a key in [0, 0]', () => {
    fc.assert(fc.property(fc.string(), (key) => !isInRollout(key, [0, 0])));
  });

  it('includes both ends of the range', () => {
    expect(isInRollout(KEY, [P, P])).toBe(true);
    expect(isInRollout(KEY, [P, 0.5])).toBe(true);
    expect(isInRollout(KEY, [0.01, P])).toBe(true);
  });

  it('excludes a key just outside the range on either side', () => {
    expect(isInRollout(KEY, [P + 1e-12, 0.5])).toBe(false);
    expect(isInRollout(KEY, [0.01, P - 1e-12])).toBe(false);
  });

  it('does not take the everyone shortcut for a range that starts above 0', () => {
    expect(isInRollout('qKPKh1S3FolC', [0.95, 1])).toBe(false);
  });

  it('puts every key in exactly one of two ranges that meet at the same boundary, or both at it', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: 0.001, max: 0.999, noNaN: true }), (key, cut) => {
        const first = isInRollout(key, [0, cut]);
        const second = isInRollout(key, [cut, 1]);
        expect(first || second).toBe(true);
        if (first && second) expect(rolloutOfKey(key)).toBe(cut);
      }),
    );
  });
});
