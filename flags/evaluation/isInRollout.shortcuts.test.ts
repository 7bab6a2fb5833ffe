import { isInRollout } from './isInRollout';
import { rolloutOfKey } from './rolloutOfKey';

// No practical key hashes to exactly 0 or 1, so the hash is stubbed to test FeatBit's shortcuts
// at the extremes.
jest.mock('./rolloutOfKey', () => ({ rolloutOfKey: jest.fn() }));
const stubbedRollout = jest.mocked(rolloutOfKey);

describe('isInRollout at the extremes of the hash', () => {
  beforeEach(() => stubbedRollout.mockReset());

  it('excludes even a key whose hash is exactly 0 from [0, 0]', () => {
    stubbedRollout.mockReturnValue(0);
    expect(isInRollout('k', [0, 0])).toBe(false);
  });

  it('includes a key whose hash is exactly 0 in [0, 0.5]', () => {
    stubbedRollout.mockReturnValue(0);
    expect(isInRollout('k', [0, 0.5])).toBe(true);
  });

  it('includes a key whose hash is exactly 1 in [0, 0.99999x] without hashing it', () => {
    stubbedRollout.mockReturnValue(1);
    expect(isInRollout('k', [0, 0.999995])).toBe(true);
    expect(stubbedRollout).not.toHaveBeenCalled();
  });

  it('includes a key whose hash is exactly 1 in [0.5, 1] by the inclusive upper end', () => {
    stubbedRollout.mockReturnValue(1);
    expect(isInRollout('k', [0.5, 1])).toBe(true);
  });

  it('hashes when the range is not one of the shortcuts', () => {
    stubbedRollout.mockReturnValue(0.99999);
    expect(isInRollout('k', [0, 0.9999])).toBe(false);
    expect(stubbedRollout).toHaveBeenCalledWith('k');
  });
});
