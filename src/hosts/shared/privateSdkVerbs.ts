import { errorMessageOf } from './errorCodeOf';
import type { HostBridgeVerbs, PrivateSdkResult } from './hostContract';

/** The call shape the private host SDKs share (bank app, work app, kk, kingOA). */
export interface PrivateSdkCaller {
  call<T>(method: string, params: Record<string, unknown>): Promise<PrivateSdkResult<T>>;
}

function isResult(value: unknown): value is PrivateSdkResult {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Calls `method`; a missing SDK, a rejection or a non-zero code rejects as 'SDK returned error'. */
export async function callPrivateSdk<T>(
  sdk: PrivateSdkCaller | undefined,
  method: string,
  params: Record<string, unknown>,
): Promise<T | undefined> {
  if (!sdk) throw new Error('SDK returned error: host SDK is not available');
  let result: unknown;
  try {
    result = await sdk.call<T>(method, params);
  } catch (error) {
    throw new Error(`SDK returned error: ${errorMessageOf(error)}`, { cause: error });
  }
  if (!isResult(result) || result.code !== 0) {
    const detail = isResult(result) && !result.msg ? `code ${String(result.code)}` : result;
    throw new Error(`SDK returned error: ${errorMessageOf(detail)}`);
  }
  return result.data as T | undefined;
}

/** toast, openLink and close, the verbs every private SDK answers natively. */
export function privateSdkVerbs(
  readSdk: () => PrivateSdkCaller | undefined,
): Pick<HostBridgeVerbs, 'toast' | 'openLink' | 'close'> {
  return {
    toast: async (message) => {
      await callPrivateSdk(readSdk(), 'toast', { message });
    },
    openLink: async (url) => {
      await callPrivateSdk(readSdk(), 'openLink', { url });
    },
    close: async () => {
      await callPrivateSdk(readSdk(), 'close', {});
    },
  };
}
