import {
  fakeAndroidWrapper,
  type WrapperCall,
  type WrapperReply,
} from '../core/testing/fakeAndroidWrapper';
import { createSignInContext, createTestEnv, SIGNED_IN } from '../core/testing/hostTestKit';
import { createNativeAdapter } from './nativeAdapter';

function androidWrapper(bridgeVersion: string, reply?: (call: WrapperCall) => WrapperReply) {
  const { env, calls } = fakeAndroidWrapper(bridgeVersion, reply);
  return { env, calls, adapter: createNativeAdapter(env) };
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the native adapter sign-in', () => {
  it.each([
    ['a text ticket', 'ticket-9'],
    ['a ticket record', { ticket: 'ticket-9' }],
  ])('hands the bridge ticket to the identity provider when given %s', async (_label, data) => {
    const { adapter, calls } = androidWrapper('0.9.80', () => ({ code: 0, data }));
    const context = createSignInContext();
    await expect(adapter.signIn(context)).resolves.toBe(SIGNED_IN);
    expect(calls.map((c) => c.method)).toEqual(['getTicket']);
    expect(context.identityCodes).toEqual(['ticket-9']);
  });

  it('fails with noCode when the ticket is empty', async () => {
    const { adapter } = androidWrapper('0.9.80', () => ({ code: 0, data: '' }));
    const context = createSignInContext();
    await expect(adapter.signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'noCode' },
    });
    expect(context.identityCodes).toEqual([]);
  });

  it('fails with the wrapper reason when the bridge refuses', async () => {
    const { adapter } = androidWrapper('0.9.80', () => ({ code: 5, message: 'locked' }));
    await expect(adapter.signIn(createSignInContext())).resolves.toEqual({
      kind: 'failed',
      message: { key: 'enterFailed', values: { reason: 'The native bridge refused: locked' } },
    });
  });

  it('says the host did not answer when the bridge times out', async () => {
    jest.useFakeTimers();
    const env = createTestEnv({ userAgent: 'ExpenseNative/9.1 Bridge/0.9.80 (iOS)' });
    const outcome = createNativeAdapter(env).signIn(createSignInContext());
    await jest.advanceTimersByTimeAsync(env.config.sdkTimeoutMs);
    await expect(outcome).resolves.toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });

  it('uses the address ticket on wrappers older than the mobile bridge', async () => {
    const { adapter, calls } = androidWrapper('0.9.49');
    const context = createSignInContext({ ticket: 'address-ticket' });
    await adapter.signIn(context);
    expect(context.identityCodes).toEqual(['address-ticket']);
    expect(calls).toEqual([]);
    expect(adapter.verbs).toEqual({});
  });
});
