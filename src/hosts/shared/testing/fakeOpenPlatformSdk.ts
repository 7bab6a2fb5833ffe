import type { OpenPlatformSdk } from '../hostContract';

type Invoke = (action: string, params?: Record<string, unknown>) => Promise<unknown>;

/** Installs a remote host's open-platform SDK answering with `invoke`; its calls are recorded. */
export function installOpenPlatformSdk(invoke: Invoke): jest.Mock {
  const mock = jest.fn(invoke);
  window.OpenPlatformSDK = {
    version: '2.3.1',
    bridgeVersion: '5.4.0',
    invoke: mock,
  } as unknown as OpenPlatformSdk;
  return mock;
}
