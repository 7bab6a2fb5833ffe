import { verbsOf } from '../core/testing/hostTestKit';
import { kingOAAdapter } from '../kingOA/kingOAAdapter';
import { kkAdapter } from '../kk/kkAdapter';
import { settleWithClock } from './testing/fakeClock';
import { createFakeAuthCodeSdk, type FakeAuthCodeSdk } from './testing/fakeAuthCodeSdk';
import { createFakeSignInContext } from './testing/fakeSignInContext';
import { resetHostGlobals } from './testing/resetHostGlobals';

function installKk(sdk?: FakeAuthCodeSdk): void {
  window.kk = sdk;
}

function installKingOA(sdk?: FakeAuthCodeSdk): void {
  window.kingOA = sdk;
}

afterEach(resetHostGlobals);

describe.each([
  ['kk', kkAdapter, installKk],
  ['kingOA', kingOAAdapter, installKingOA],
] as const)('%s sign-in', (id, adapter, install) => {
  function contextWith(sdk: FakeAuthCodeSdk | undefined) {
    return createFakeSignInContext({
      href: 'https://app.test/web/?corpId=corp-9',
      onLoadScript: () => install(sdk),
    });
  }

  it('hands the SDK code for the corp id to the identity provider', async () => {
    const sdk = createFakeAuthCodeSdk({ code: 0, data: { code: 'idp-code' } });
    const context = contextWith(sdk);
    expect(await adapter.signIn(context)).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'idp-token-for-idp-code' },
    });
    expect(context.scripts).toEqual([`https://sdk.test/${id.toLowerCase()}.js`]);
    expect(sdk.codeRequests).toEqual([{ corpId: 'corp-9' }]);
  });

  it('lets the identity chain fall back when the SDK answers no code', async () => {
    const context = contextWith(createFakeAuthCodeSdk({ code: 0 }));
    await adapter.signIn(context);
    expect(context.identityCodes).toEqual([undefined]);
  });

  it.each([
    ['a rejection', new Error('user cancelled'), 'SDK returned error: user cancelled'],
    ['a non-zero answer', { code: 3, msg: 'not bound' }, 'SDK returned error: not bound'],
  ])('wraps %s as an SDK error', async (_label, answer, text) => {
    const context = contextWith(createFakeAuthCodeSdk(answer));
    expect(await adapter.signIn(context)).toEqual({ kind: 'failed', message: { text } });
    expect(context.identityCodes).toEqual([]);
  });

  it('names a missing SDK as an SDK error', async () => {
    const outcome = await adapter.signIn(contextWith(undefined));
    expect(outcome).toEqual({
      kind: 'failed',
      message: { text: `SDK returned error: the ${id} SDK is not available` },
    });
  });

  it('gives up with the no-answer message when the SDK never answers', async () => {
    const context = contextWith(createFakeAuthCodeSdk('hang'));
    const outcome = await settleWithClock(adapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });

  it('calls verbs by name and rejects them without an SDK', async () => {
    const sdk = createFakeAuthCodeSdk('hang');
    install(sdk);
    await verbsOf(adapter).openLink?.('https://example.test/');
    expect(sdk.calls).toEqual([{ method: 'openLink', params: { url: 'https://example.test/' } }]);
    install(undefined);
    await expect(verbsOf(adapter).close?.()).rejects.toThrow('SDK returned error');
  });
});
