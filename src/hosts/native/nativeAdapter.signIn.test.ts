import { fakeAndroidWrapper } from '../core/testing/fakeAndroidWrapper';
import { removeFrames } from '../core/testing/frameWindow';
import { verbsOf } from '../core/testing/hostTestKit';
import { settleWithClock } from '../shared/testing/fakeClock';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { nativeAdapter } from './nativeAdapter';

/** A fake Android wrapper, and a sign-in context on its page. */
function signInOn(...wrapper: Parameters<typeof fakeAndroidWrapper>) {
  const { env, calls } = fakeAndroidWrapper(...wrapper);
  const page = { window: env.window, userAgent: env.userAgent };
  return { env, calls, context: (params = {}) => createFakeSignInContext({ ...page, params }) };
}

afterEach(removeFrames);

describe('the native adapter sign-in', () => {
  it.each([
    ['a text ticket', 'ticket-9'],
    ['a ticket record', { ticket: 'ticket-9' }],
  ])('hands the bridge ticket to the identity provider when given %s', async (_label, data) => {
    const wrapper = signInOn('0.9.80', () => ({ code: 0, data }));
    const context = wrapper.context();
    await expect(nativeAdapter.signIn(context)).resolves.toEqual({
      kind: 'signed-in',
      session: { accessToken: 'idp-token-for-ticket-9' },
    });
    expect(wrapper.calls.map((c) => c.method)).toEqual(['getTicket']);
    expect(context.identityCodes).toEqual(['ticket-9']);
  });

  it('fails with noCode when the ticket is empty', async () => {
    const context = signInOn('0.9.80', () => ({ code: 0, data: '' })).context();
    await expect(nativeAdapter.signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'noCode' },
    });
    expect(context.identityCodes).toEqual([]);
  });

  it('fails with the wrapper reason when the bridge refuses', async () => {
    const wrapper = signInOn('0.9.80', () => ({ code: 5, message: 'locked' }));
    await expect(nativeAdapter.signIn(wrapper.context())).resolves.toEqual({
      kind: 'failed',
      message: { key: 'enterFailed', values: { reason: 'The native bridge refused: locked' } },
    });
  });

  it('says the host did not answer when the bridge times out', async () => {
    const context = createFakeSignInContext({ userAgent: 'ExpenseNative/9.1 Bridge/0.9.80 (iOS)' });
    const outcome = await settleWithClock(nativeAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });

  it('uses the address ticket on wrappers older than the mobile bridge', async () => {
    const wrapper = signInOn('0.9.49');
    const context = wrapper.context({ ticket: 'address-ticket' });
    await nativeAdapter.signIn(context);
    expect(context.identityCodes).toEqual(['address-ticket']);
    expect(wrapper.calls).toEqual([]);
    expect(verbsOf(nativeAdapter, wrapper.env)).toEqual({});
  });
});
