import type { OpenPlatformSdk } from '../hostSdkGlobals';
import { invokeOpenPlatform } from './invokeOpenPlatform';
import { OpenPlatformSdkError } from './OpenPlatformSdkError';

function sdkRejecting(reason: unknown, bridgeVersion: string | null = '5.4.0'): OpenPlatformSdk {
  return { version: '2.3.1', bridgeVersion, invoke: () => Promise.reject(reason) };
}

describe('invokeOpenPlatform', () => {
  it('passes the action and params through and resolves the answer', async () => {
    const invoke = jest.fn(async () => ({ code: 'abc' }));
    const sdk = { version: '2.3.1', bridgeVersion: '5.4.0', invoke } as unknown as OpenPlatformSdk;
    await expect(invokeOpenPlatform(sdk, 'webview.getAuthCode', { a: 1 })).resolves.toEqual({
      code: 'abc',
    });
    expect(invoke).toHaveBeenCalledWith('webview.getAuthCode', { a: 1 });
  });

  it.each([
    [
      '30000 on a current bridge',
      { code: 30000, message: 'x' },
      '5.4.0',
      'unsupported',
      'SDK returned error: a.b is not supported',
    ],
    [
      '30000 on a bridge below 5.3',
      { code: 30000, message: 'x' },
      '5.2.9',
      'bridge-outdated',
      'SDK returned error: a.b needs a host bridge of 5.3 or newer',
    ],
    [
      '30000 on an unknown bridge',
      { code: 30000, message: 'x' },
      null,
      'unsupported',
      'SDK returned error: a.b is not supported',
    ],
    [
      '30001',
      { code: 30001, message: 'x' },
      '5.4.0',
      'bridge-undefined',
      'SDK returned error: the host bridge is undefined',
    ],
    [
      '30002',
      { code: 30002, message: 'x' },
      '5.4.0',
      'bridge-init-failed',
      'SDK returned error: the host bridge failed to initialize',
    ],
    [
      '40004',
      { code: 40004, message: 'x' },
      '5.4.0',
      'platform-unsupported',
      'SDK returned error: a.b is not supported on this platform',
    ],
    [
      '40000',
      { code: 40000, message: 'url missing' },
      '5.4.0',
      'invalid-parameter',
      'SDK returned error: a.b rejected a parameter: url missing',
    ],
    [
      'another code',
      { code: 12, message: 'quota' },
      '5.4.0',
      'sdk-error',
      'SDK returned error: quota',
    ],
    [
      'a code as text',
      { code: '40004', message: 'x' },
      '5.4.0',
      'platform-unsupported',
      'SDK returned error: a.b is not supported on this platform',
    ],
    ['a bare string', 'boom', '5.4.0', 'sdk-error', 'SDK returned error: boom'],
    ['nothing', undefined, '5.4.0', 'sdk-error', 'SDK returned error: unknown error'],
  ])('maps a rejection with %s', async (_label, reason, bridgeVersion, failure, message) => {
    const error = await invokeOpenPlatform(sdkRejecting(reason, bridgeVersion), 'a.b').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenPlatformSdkError);
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
