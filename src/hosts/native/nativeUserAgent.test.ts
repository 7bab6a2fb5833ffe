import { compareVersions, isVersion } from './compareVersions';
import { bridgeFeatures, parseNativeUserAgent, usesPromptChannel } from './nativeUserAgent';

describe('compareVersions', () => {
  it.each([
    ['0.9.50', '0.9.50', 0],
    ['0.9.8', '0.9.50', -1],
    ['0.10.0', '0.9.99', 1],
    ['9.59', '9.59.0', 0],
    ['10', '9.59', 1],
    ['1.x', '1.0', 0],
  ] as const)('compares %p with %p as %p', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });
});

describe('isVersion', () => {
  it.each(['1', '0.9.80', '9.59.1.2'])('accepts %p', (v) => expect(isVersion(v)).toBe(true));
  it.each(['', 'v1', '1..2', '1.2.3.4.5', '9.59-beta', 42])('refuses %p', (v) =>
    expect(isVersion(v)).toBe(false),
  );
});

describe('parseNativeUserAgent', () => {
  it('reads host version, bridge version and platform', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13) ExpenseNative/9.60 Bridge/0.9.80 (Android)';
    expect(parseNativeUserAgent(ua)).toEqual({
      hostVersion: '9.60',
      bridgeVersion: '0.9.80',
      platform: 'android',
    });
  });

  it('reads iOS from the declared platform', () => {
    expect(parseNativeUserAgent('ExpenseNative/9.1 Bridge/0.9.71 (iOS)')?.platform).toBe('ios');
  });

  it('falls back to the browser part of the UA for the platform', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) ExpenseNative/9.1 Bridge/0.9.71';
    expect(parseNativeUserAgent(ua)?.platform).toBe('ios');
  });

  it('leaves the bridge version out on the oldest wrappers', () => {
    expect(parseNativeUserAgent('ExpenseNative/8.2')).toEqual({
      hostVersion: '8.2',
      bridgeVersion: undefined,
      platform: undefined,
    });
  });

  it.each(['Mozilla/5.0 Chrome/120', 'ExpenseNative/abc Bridge/0.9.80', ''])(
    'answers null for %p',
    (ua) => expect(parseNativeUserAgent(ua)).toBeNull(),
  );
});

describe('bridgeFeatures', () => {
  it.each([
    [undefined, [false, false, false, false]],
    ['0.9.49', [false, false, false, false]],
    ['0.9.50', [true, false, false, false]],
    ['0.9.71', [true, false, false, true]],
    ['0.9.76', [true, true, false, true]],
    ['0.9.80', [true, true, true, true]],
    ['1.0', [true, true, true, true]],
    ['garbage', [false, false, false, false]],
  ])(
    'at bridge %p gives mobileBridge, nativeStorage, capabilityCheck, newNavBarName = %p',
    (version, flags) => {
      const features = bridgeFeatures(version);
      expect([
        features.mobileBridge,
        features.nativeStorage,
        features.capabilityCheck,
        features.newNavBarName,
      ]).toEqual(flags);
    },
  );
});

describe('usesPromptChannel', () => {
  it.each([
    ['9.59', 'android', true],
    ['9.60.1', 'android', true],
    ['9.58', 'android', false],
    ['9.59', 'ios', false],
    ['9.59', undefined, false],
    [undefined, 'android', false],
  ] as const)('for host %p on %p is %p', (hostVersion, platform, expected) => {
    expect(usesPromptChannel(hostVersion, platform)).toBe(expected);
  });
});
