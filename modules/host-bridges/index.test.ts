import * as hostBridges from './index';

describe('the host-bridges entry point', () => {
  it.each([
    'detectHost',
    'loadHostBridge',
    'loadHostAdapter',
    'composeBridge',
    'createParentEvents',
    'listenToMessages',
    'createWindowRpcServer',
    'createWindowRpcClient',
    'createChannelRpcServer',
    'createChannelRpcClient',
    'encodeHostStorageValue',
    'decodeHostStorageValue',
    'compareVersions',
    'bridgeFeatures',
    'usesPromptChannel',
    'parseNativeUserAgent',
  ])('exports %s', (name) => {
    expect(typeof (hostBridges as Record<string, unknown>)[name]).toBe('function');
  });

  it('has no default export', () => {
    expect('default' in hostBridges).toBe(false);
  });
});
