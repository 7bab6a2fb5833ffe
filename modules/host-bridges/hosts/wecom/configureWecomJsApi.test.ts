import { settleWithClock } from '../shared/testing/fakeClock';
import { httpFailure } from '../shared/testing/fakeHttp';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { createFakeWx, type FakeWx } from '../shared/testing/fakeWx';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { VERIFY_FAILED_EVENT } from './configureWecomJsApi';
import { createWecomAdapter } from './wecomAdapter';

const JSCONFIG = {
  value: { nonceStr: 'n', timeStamp: 1700, signature: 'sig', appId: 'wx-app', agentId: 'a' },
};

function contextWith(wx: FakeWx, jsconfig: () => unknown = () => JSCONFIG) {
  return createFakeSignInContext({
    href: 'https://app.test/web/index.html?accessToken=tok&corpId=wx-corp#/bills',
    onLoadScript: () => void (window.wx = wx),
    routes: {
      'GET /wecom/v2/session': () => ({ sessionId: 's-1' }),
      'POST /wecom/v2/jsconfig': jsconfig,
    },
  });
}

afterEach(resetHostGlobals);

describe('chat-app JS API signing after the session', () => {
  it('signs the page address without its hash and configures the SDK in beta mode', async () => {
    const wx = createFakeWx('ok');
    const context = contextWith(wx);
    const outcome = await createWecomAdapter().signIn(context);
    expect(outcome.kind).toBe('signed-in');
    expect(context.requests[1]?.body).toEqual({
      corpId: 'wx-corp',
      url: 'https://app.test/web/index.html?accessToken=tok&corpId=wx-corp',
    });
    expect(context.scripts).toEqual(['https://sdk.test/wecom.js']);
    expect(wx.configs[0]).toMatchObject({
      beta: true,
      appId: 'wx-app',
      timestamp: 1700,
      nonceStr: 'n',
      signature: 'sig',
    });
    expect(context.events).toEqual([]);
  });

  it('stays signed in but raises the verification failure when the SDK rejects the signature', async () => {
    const context = contextWith(createFakeWx('fail'));
    const outcome = await createWecomAdapter().signIn(context);
    expect(outcome.kind).toBe('signed-in');
    expect(context.events).toEqual([
      { event: VERIFY_FAILED_EVENT, detail: { key: 'wechatApiVerify' } },
    ]);
  });

  it('stays signed in but raises the verification failure when the jsconfig call fails', async () => {
    const context = contextWith(createFakeWx('ok'), () => {
      throw httpFailure(500);
    });
    expect((await createWecomAdapter().signIn(context)).kind).toBe('signed-in');
    expect(context.events.map((entry) => entry.event)).toEqual([VERIFY_FAILED_EVENT]);
    expect(context.scripts).toEqual([]);
  });

  it('gives up with the no-answer message when the SDK never answers', async () => {
    const context = contextWith(createFakeWx('hang'));
    const outcome = await settleWithClock(createWecomAdapter().signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
    expect(context.clock.now()).toBe(15000);
  });
});
