import { createSignInContext, createTestEnv, SIGNED_IN } from '../core/testing/hostTestKit';
import type { HostHttp } from '../HostBridge';
import type { OpenPlatformSdk } from '../hostSdkGlobals';
import { createRemoteAdapter } from './remoteAdapter';

type Invoke = (action: string, params?: Record<string, unknown>) => Promise<unknown>;

function installSdk(invoke: Invoke): jest.Mock {
  const mock = jest.fn(invoke);
  window.OpenPlatformSDK = {
    version: '2.3.1',
    bridgeVersion: '5.4.0',
    invoke: mock,
  } as unknown as OpenPlatformSdk;
  return mock;
}

function lookupHttp(body: unknown) {
  const get = jest.fn(async () => body);
  return { http: { get, post: jest.fn() } as unknown as HostHttp, get };
}

const SDK_RECORD = { value: { downloadUrl: 'https://sdk.example/acme.js' } };

afterEach(() => {
  delete window.OpenPlatformSDK;
  jest.useRealTimers();
});

describe('the remote adapter sign-in', () => {
  it('looks up the SDK, loads it and signs in with its auth code', async () => {
    const { http, get } = lookupHttp(SDK_RECORD);
    const context = createSignInContext({ sdkName: 'acme' }, { http });
    context.loadScript = async (url) => {
      context.loadedScripts.push(url);
      installSdk(async () => ({ code: 'remote-code' }));
    };
    await expect(createRemoteAdapter(createTestEnv()).signIn(context)).resolves.toBe(SIGNED_IN);
    expect(get).toHaveBeenCalledWith('/v1/crm/sdk/list/acme', { params: undefined });
    expect(context.loadedScripts).toEqual(['https://sdk.example/acme.js']);
    expect(context.identityCodes).toEqual(['remote-code']);
  });

  it('asks for the debug SDK in debug mode', async () => {
    const { http, get } = lookupHttp(SDK_RECORD);
    installSdk(async () => ({ code: 'c' }));
    await createRemoteAdapter(createTestEnv()).signIn(
      createSignInContext({ sdkName: 'acme', mode: 'debug' }, { http }),
    );
    expect(get).toHaveBeenCalledWith('/v1/crm/sdk/list/acme', { params: { mode: 'debug' } });
  });

  it.each([
    ['no downloadUrl', { value: {} }],
    ['a script address that is not http(s)', { value: { downloadUrl: 'javascript:alert(1)' } }],
    ['a relative address', { value: { downloadUrl: '/sdk.js' } }],
    ['no body', null],
  ])('fails with a system error and loads nothing for %s', async (_label, body) => {
    const { http } = lookupHttp(body);
    const context = createSignInContext({ sdkName: 'acme' }, { http });
    await expect(createRemoteAdapter(createTestEnv()).signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'systemError' },
    });
    expect(context.loadedScripts).toEqual([]);
  });

  it('fails with a system error when the lookup fails', async () => {
    const context = createSignInContext({ sdkName: 'acme' });
    await expect(createRemoteAdapter(createTestEnv()).signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'systemError' },
    });
  });

  it('reports "bridge undefined" when the script defines no SDK', async () => {
    const { http } = lookupHttp(SDK_RECORD);
    const outcome = await createRemoteAdapter(createTestEnv()).signIn(
      createSignInContext({ sdkName: 'acme' }, { http }),
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: { text: 'SDK returned error: the host bridge is undefined' },
    });
  });

  it('wraps an SDK rejection as "SDK returned error"', async () => {
    const { http } = lookupHttp(SDK_RECORD);
    installSdk(() => Promise.reject({ code: 777, message: 'tenant disabled' }));
    const outcome = await createRemoteAdapter(createTestEnv()).signIn(
      createSignInContext({ sdkName: 'acme' }, { http }),
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: { text: 'SDK returned error: tenant disabled' },
    });
  });

  it('fails with noCode when the SDK answers without a code', async () => {
    const { http } = lookupHttp(SDK_RECORD);
    installSdk(async () => ({}));
    const outcome = await createRemoteAdapter(createTestEnv()).signIn(
      createSignInContext({ sdkName: 'acme' }, { http }),
    );
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'noCode' } });
  });

  it('says the host did not answer when the SDK hangs', async () => {
    jest.useFakeTimers();
    const { http } = lookupHttp(SDK_RECORD);
    installSdk(() => new Promise(() => undefined));
    const context = createSignInContext({ sdkName: 'acme' }, { http });
    const outcome = createRemoteAdapter(createTestEnv()).signIn(context);
    await jest.advanceTimersByTimeAsync(context.config.sdkTimeoutMs);
    await expect(outcome).resolves.toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });
});
