import * as hostBridges from './index';

describe('the host-bridges entry point', () => {
  it.each([
    'detectHost',
    'loadHostBridge',
    'createParentEvents',
    'listenToMessages',
    'createWindowRpcServer',
    'createChannelRpcServer',
  ])('exports %s', (name) => {
    expect(typeof (hostBridges as Record<string, unknown>)[name]).toBe('function');
  });

  it('has no default export', () => {
    expect('default' in hostBridges).toBe(false);
  });
});
