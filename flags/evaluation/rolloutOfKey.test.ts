import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { rolloutOfKey } from './rolloutOfKey';

// The same computation done with Node's MD5 and Buffer, as an independent reference.
const reference = (key: string) =>
  Math.abs(createHash('md5').update(key, 'utf8').digest().readInt32LE(0) / -2147483648);

describe('rolloutOfKey', () => {
  // FeatBit's DispatchAlgorithmTests: equality, not closeness.
  it.each([
    ['test-value', 0.14653629204258323],
    ['qKPKh1S3FolC', 0.9105919692665339],
    ['3eacb184-2d79-49df-9ea7-edd4f10e4c6f', 0.08994403155520558],
  ])('gives FeatBit’s exact value for %j', (key, expected) => {
    expect(rolloutOfKey(key)).toBe(expected);
  });

  it('matches an independent Node implementation and stays within [0, 1]', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (key) => {
        const rollout = rolloutOfKey(key);
        expect(rollout).toBe(reference(key));
        expect(rollout).toBeGreaterThanOrEqual(0);
        expect(rollout).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('spreads keys roughly evenly, so a 30 % rollout reaches about 30 % of users', () => {
    const keys = Array.from({ length: 10000 }, (_, i) => `flag-key-user-${i}`);
    const share = keys.filter((key) => rolloutOfKey(key) <= 0.3).length / keys.length;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.32);
  });
});
