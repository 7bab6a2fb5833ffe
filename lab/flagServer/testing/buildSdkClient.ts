import { DataSyncModeEnum, FbClientBuilder } from '@featbit/js-client-sdk';
import type { IFbClient, IOptions, IUser } from '@featbit/js-client-sdk';

export const TEST_SDK_KEY = 'lab-test-client-key';

export interface SdkClientOptions extends Omit<IOptions, 'dataSyncMode' | 'user'> {
  user: IUser;
  mode?: 'streaming' | 'polling';
}

/**
 * The real FeatBit client pointed at a flag server origin, tuned for tests: every timer the SDK
 * leaves pending after close() (start wait, ping, flush) is short, so jest exits promptly.
 * Call installSdkGlobals() first, and always close it with closeSdkClient().
 */
export function buildSdkClient(origin: string, options: SdkClientOptions): IFbClient {
  const { mode = 'streaming', ...rest } = options;
  return new FbClientBuilder({
    sdkKey: TEST_SDK_KEY,
    streamingUri: origin.replace(/^http/, 'ws'),
    pollingUri: origin,
    eventsUri: origin,
    startWaitTime: 1500,
    webSocketPingInterval: 1000,
    flushInterval: 100,
    logLevel: 'none',
    ...rest,
    dataSyncMode: mode === 'polling' ? DataSyncModeEnum.POLLING : DataSyncModeEnum.STREAMING,
  }).build();
}

/**
 * close(), then a moment for writes the SDK started before it: its store persists to
 * localStorage after an async hash, and a write after jest tore the test file down warns.
 */
export async function closeSdkClient(client: IFbClient): Promise<void> {
  await client.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A FeatBit user for a staff member of a tenant, shaped as the app builds it. */
export function staffUser(keyId: string, corporationId: string, name = keyId): IUser {
  return { keyId, name, customizedProperties: [{ name: 'corporationId', value: corporationId }] };
}
