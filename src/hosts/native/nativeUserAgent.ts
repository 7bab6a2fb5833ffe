import { compareVersions, isVersion } from './compareVersions';

export type NativePlatform = 'android' | 'ios';

export interface NativeUserAgent {
  /** The wrapper app's own version, e.g. '9.60'. */
  hostVersion: string;
  /** The JS bridge version the wrapper speaks, e.g. '0.9.80'; absent on the oldest wrappers. */
  bridgeVersion: string | undefined;
  platform: NativePlatform | undefined;
}

export interface BridgeFeatures {
  /** The iframe/prompt mobile bridge; older wrappers only pass a ticket in the address. */
  mobileBridge: boolean;
  nativeStorage: boolean;
  capabilityCheck: boolean;
  /** 'setNavBarStyle' instead of 'setNavigationBar'. */
  newNavBarName: boolean;
}

export const MIN_BRIDGE_VERSIONS: Readonly<Record<keyof BridgeFeatures, string>> = {
  mobileBridge: '0.9.50',
  nativeStorage: '0.9.76',
  capabilityCheck: '0.9.80',
  newNavBarName: '0.9.71',
};

export const PROMPT_CHANNEL_MIN_HOST_VERSION = '9.59';

const NATIVE_AGENT = /ExpenseNative\/(\S+)(?:\s+Bridge\/(\S+))?(?:\s+\((Android|iOS)\))?/i;

/** Reads `ExpenseNative/<hostVersion> Bridge/<bridgeVersion> (Android|iOS)`; null outside the wrapper. */
export function parseNativeUserAgent(userAgent: string): NativeUserAgent | null {
  const match = NATIVE_AGENT.exec(userAgent);
  if (!match || !isVersion(match[1])) return null;
  return {
    hostVersion: match[1],
    bridgeVersion: isVersion(match[2]) ? match[2] : undefined,
    platform: readPlatform(match[3], userAgent),
  };
}

function readPlatform(declared: string | undefined, userAgent: string): NativePlatform | undefined {
  if (declared) return declared.toLowerCase() === 'android' ? 'android' : 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod|iOS/i.test(userAgent)) return 'ios';
  return undefined;
}

export function bridgeFeatures(bridgeVersion: string | undefined): BridgeFeatures {
  const atLeast = (minimum: string) =>
    isVersion(bridgeVersion) && compareVersions(bridgeVersion, minimum) >= 0;
  return {
    mobileBridge: atLeast(MIN_BRIDGE_VERSIONS.mobileBridge),
    nativeStorage: atLeast(MIN_BRIDGE_VERSIONS.nativeStorage),
    capabilityCheck: atLeast(MIN_BRIDGE_VERSIONS.capabilityCheck),
    newNavBarName: atLeast(MIN_BRIDGE_VERSIONS.newNavBarName),
  };
}

/** Android wrappers from 9.59 answer through `window.prompt` instead of frame navigation. */
export function usesPromptChannel(
  hostVersion: string | undefined,
  platform: NativePlatform | undefined,
): boolean {
  return (
    platform === 'android' &&
    isVersion(hostVersion) &&
    compareVersions(hostVersion, PROMPT_CHANNEL_MIN_HOST_VERSION) >= 0
  );
}
