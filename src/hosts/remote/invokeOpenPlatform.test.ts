import type { OpenPlatformSdk } from '../hostSdkGlobals';
import { invokeOpenPlatform } from './invokeOpenPlatform';
import { OpenPlatformSdkError } from './OpenPlatformSdkError';

function sdkRejecting(reason: unknown, bridgeVersion: string | null = '5.4.0'): OpenPlatformSdk {
  return { version: '2.3.1', bridgeVersion, invoke: () => Promise.reject(reason) };
}

const OUTDATED = 'a.b needs a host bridge of 5.3 or newer';
const NOT_ON_PLATFORM = 'a.b is not supported on this platform';
const REJECTED_URL = 'a.b rejected a parameter: url missing';

describe('invokeOpenPlatform', () => {
  it('passes the action and params through and resolves the answer', async () => {
    const invoke = jest.fn(async () => ({ code: 'abc' }));
    const sdk = { version: '2.3.1', bridgeVersion: '5.4.0', invoke } as unknown as OpenPlatformSdk;
    await expect(invokeOpenPlatform(sdk, 'webview.getAuthCode', { a: 1 })).resolves.toEqual({
      code: 'abc',
    });
    expect(invoke).toHaveBeenCalledWith('webview.getAuthCode', { a: 1 });
  });

  const coded = (code: number | string, message = 'x') => ({ code, message });
  it.each([
    ['30000 on a current bridge', coded(30000), '5.4.0', 'unsupported', 'a.b is not supported'],
    ['30000 below bridge 5.3', coded(30000), '5.2.9', 'bridge-outdated', OUTDATED],
    ['30000 on an unknown bridge', coded(30000), null, 'unsupported', 'a.b is not supported'],
    ['30001', coded(30001), '5.4.0', 'bridge-undefined', 'the host bridge is undefined'],
    ['30002', coded(30002), '5.4.0', 'bridge-init-failed', 'the host bridge failed to initialize'],
    ['40004', coded(40004), '5.4.0', 'platform-unsupported', NOT_ON_PLATFORM],
    ['40000', coded(40000, 'url missing'), '5.4.0', 'invalid-parameter', REJECTED_URL],
    ['another code', coded(12, 'quota'), '5.4.0', 'sdk-error', 'quota'],
    ['a code as text', coded('40004'), '5.4.0', 'platform-unsupported', NOT_ON_PLATFORM],
    ['a bare string', 'boom', '5.4.0', 'sdk-error', 'boom'],
    ['nothing', undefined, '5.4.0', 'sdk-error', 'unknown error'],
  ])('maps a rejection with %s', async (_label, reason, bridgeVersion, failure, detail) => {
    const error = await invokeOpenPlatform(sdkRejecting(reason, bridgeVersion), 'a.b').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenPlatformSdkError);
    const message = `SDK returned error: ${detail}`;
    expect(error).toMatchObject({ failure, message, action: 'a.b' });
  });

  it('silently resolves undefined for code 50000', async () => {
    await expect(
      invokeOpenPlatform(sdkRejecting({ code: 50000, message: 'cancel' }), 'a.b'),
    ).resolves.toBeUndefined();
  });

  it('maps a synchronous throw like a rejection', async () => {
    const sdk = {
      version: '2.3.1',
      bridgeVersion: '5.4.0',
      invoke: () => {
        throw { code: 30002, message: 'x' };
      },
    } as unknown as OpenPlatformSdk;
    await expect(invokeOpenPlatform(sdk, 'a.b')).rejects.toMatchObject({
      failure: 'bridge-init-failed',
    });
  });

  it.each([undefined, {} as OpenPlatformSdk])('reports 30001 when the SDK is %p', async (sdk) => {
    await expect(invokeOpenPlatform(sdk, 'a.b')).rejects.toMatchObject({
      failure: 'bridge-undefined',
      code: 30001,
    });
  });
});
