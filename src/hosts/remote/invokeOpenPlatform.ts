import type { OpenPlatformSdk } from '../shared/hostContract';
import { compareVersions, isVersion } from '../native/compareVersions';
import { OpenPlatformSdkError } from './OpenPlatformSdkError';

/** The SDK (2.3.1) needs a native bridge from 5.3; 30000 from an older one means "update". */
export const MIN_OPEN_PLATFORM_BRIDGE = '5.3';

export const OPEN_PLATFORM_CODES = {
  unsupported: 30000,
  bridgeUndefined: 30001,
  bridgeInitFailed: 30002,
  invalidParameter: 40000,
  platformUnsupported: 40004,
  ignored: 50000,
} as const;

/**
 * Runs one dotted action. Resolves undefined for code 50000, which the spec says to ignore;
 * every other failure, thrown or rejected, becomes an `OpenPlatformSdkError`.
 */
export async function invokeOpenPlatform<T>(
  sdk: OpenPlatformSdk | undefined,
  action: string,
  params?: Record<string, unknown>,
): Promise<T | undefined> {
  if (!sdk || typeof sdk.invoke !== 'function') {
    throw new OpenPlatformSdkError(
      action,
      'bridge-undefined',
      30001,
      'the host bridge is undefined',
    );
  }
  try {
    return await sdk.invoke<T>(action, params);
  } catch (reason) {
    const { code, message } = readRejection(reason);
    if (code === OPEN_PLATFORM_CODES.ignored) return undefined;
    throw toSdkError(sdk, action, code, message);
  }
}

function toSdkError(
  sdk: OpenPlatformSdk,
  action: string,
  code: number | undefined,
  message: string,
): OpenPlatformSdkError {
  switch (code) {
    case OPEN_PLATFORM_CODES.unsupported:
      return isOutdated(sdk.bridgeVersion)
        ? new OpenPlatformSdkError(
            action,
            'bridge-outdated',
            code,
            `${action} needs a host bridge of ${MIN_OPEN_PLATFORM_BRIDGE} or newer`,
          )
        : new OpenPlatformSdkError(action, 'unsupported', code, `${action} is not supported`);
    case OPEN_PLATFORM_CODES.bridgeUndefined:
      return new OpenPlatformSdkError(
        action,
        'bridge-undefined',
        code,
        'the host bridge is undefined',
      );
    case OPEN_PLATFORM_CODES.bridgeInitFailed:
      return new OpenPlatformSdkError(
        action,
        'bridge-init-failed',
        code,
        'the host bridge failed to initialize',
      );
    case OPEN_PLATFORM_CODES.platformUnsupported:
      return new OpenPlatformSdkError(
        action,
        'platform-unsupported',
        code,
        `${action} is not supported on this platform`,
      );
    case OPEN_PLATFORM_CODES.invalidParameter:
      return new OpenPlatformSdkError(
        action,
        'invalid-parameter',
        code,
        `${action} rejected a parameter: ${message}`,
      );
    default:
      return new OpenPlatformSdkError(action, 'sdk-error', code, message);
  }
}

// An unknown version cannot be blamed: only a readable version below 5.3 means "update".
function isOutdated(bridgeVersion: unknown): boolean {
  return isVersion(bridgeVersion) && compareVersions(bridgeVersion, MIN_OPEN_PLATFORM_BRIDGE) < 0;
}

function readRejection(reason: unknown): { code: number | undefined; message: string } {
  if (reason !== null && typeof reason === 'object') {
    const record = reason as Record<string, unknown>;
    const rawCode = typeof record.code === 'string' ? Number(record.code) : record.code;
    const code = typeof rawCode === 'number' && Number.isFinite(rawCode) ? rawCode : undefined;
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : 'unknown error';
    return { code, message: message.slice(0, 500) };
  }
  return {
    code: undefined,
    message: typeof reason === 'string' && reason !== '' ? reason.slice(0, 500) : 'unknown error',
  };
}
