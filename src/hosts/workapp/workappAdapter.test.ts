import { verbsOf } from '../core/testing/hostTestKit';
import { settleWithClock } from '../shared/testing/fakeClock';
import { createFakeAuthCodeSdk, type FakeAuthCodeSdk } from '../shared/testing/fakeAuthCodeSdk';
import { httpFailure } from '../shared/testing/fakeHttp';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { workappAdapter } from './workappAdapter';
import { NO_CODE_EVENT } from './workappSignIn';

function contextWith(sdk: FakeAuthCodeSdk | undefined, sessionFails = false) {
  return createFakeSignInContext({
    href: 'https://app.test/web/?corpId=wa-corp',
    onLoadScript: () => void (window.workApp = sdk),
    routes: {
      'POST /workapp/rest/v1/session': () => {
        if (sessionFails) throw httpFailure(500);
        return { sessionId: 'wa-session', corporationId: 'c', userId: 'u' };
      },
    },
  });
}

const NO_CODE = { kind: 'failed', message: { key: 'noCode' } };

afterEach(resetHostGlobals);

describe('work app sign-in', () => {
  it('exchanges the SDK code with the corp id and device type', async () => {
    const sdk = createFakeAuthCodeSdk({ code: 0, data: { code: 'wa-code' } });
    const context = contextWith(sdk);
    expect(await workappAdapter.signIn(context)).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'wa-session', corporationId: 'c', userId: 'u' },
    });
    expect(sdk.codeRequests).toEqual([{ corpId: 'wa-corp' }]);
    expect(context.requests[0]?.body).toEqual({
      corpId: 'wa-corp',
      authCode: 'wa-code',
      deviceType: 'DESKTOP',
    });
  });

  it.each([
    ['a non-zero answer', createFakeAuthCodeSdk({ code: 1, msg: 'denied' })],
    ['an answer without a code', createFakeAuthCodeSdk({ code: 0, data: { code: '' } })],
    ['a rejection', createFakeAuthCodeSdk(new Error('bridge broke'))],
    ['no SDK at all', undefined],
  ])("emits 'no code obtained' on the bus after %s", async (_label, sdk) => {
    const context = contextWith(sdk);
    expect(await workappAdapter.signIn(context)).toEqual(NO_CODE);
    expect(context.events).toEqual([{ event: NO_CODE_EVENT, detail: undefined }]);
    expect(context.requests).toHaveLength(0);
  });

  it('opens the initializing page when the session call fails', async () => {
    const sdk = createFakeAuthCodeSdk({ code: 0, data: { code: 'wa-code' } });
    const context = contextWith(sdk, true);
    expect(await workappAdapter.signIn(context)).toEqual({
      kind: 'page',
      page: 'initializing',
    });
    expect(JSON.stringify(context.logs)).not.toContain('wa-code');
  });

  it('gives up with the no-answer message when the SDK never answers', async () => {
    const context = contextWith(createFakeAuthCodeSdk('hang'));
    const outcome = await settleWithClock(workappAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
    expect(context.events).toEqual([]);
  });

  it('toasts through the SDK', async () => {
    const sdk = createFakeAuthCodeSdk('hang');
    window.workApp = sdk;
    await verbsOf(workappAdapter).toast?.('hi');
    expect(sdk.calls).toEqual([{ method: 'toast', params: { message: 'hi' } }]);
  });
});
