import { settleWithClock } from '../shared/testing/fakeClock';
import { httpFailure } from '../shared/testing/fakeHttp';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { createFakeWx, type FakeWx } from '../shared/testing/fakeWx';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { configureWecomJsApi, VERIFY_FAILED_EVENT } from './configureWecomJsApi';
import { wecomAdapter } from './wecomAdapter';

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
  const configure = (context: ReturnType<typeof contextWith>) =>
    settleWithClock(configureWecomJsApi(context, 'wx-corp'), context.clock);

  it('signs the page address without its hash and configures the SDK in beta mode', async () => {
    const wx = createFakeWx('ok');
    const context = contextWith(wx);
    await configure(context);
    expect(context.requests[0]?.body).toEqual({
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

  it('raises the verification failure when the SDK rejects the signature', async () => {
    const context = contextWith(createFakeWx('fail'));
    await configure(context);
    expect(context.events).toEqual([
      { event: VERIFY_FAILED_EVENT, detail: { key: 'wechatApiVerify' } },
    ]);
  });

  it('raises the verification failure when the jsconfig call fails', async () => {
    const context = contextWith(createFakeWx('ok'), () => {
      throw httpFailure(500);
    });
    await configure(context);
    expect(context.events.map((entry) => entry.event)).toEqual([VERIFY_FAILED_EVENT]);
    expect(context.scripts).toEqual([]);
  });

  it('gives up after the SDK timeout when the SDK never answers', async () => {
    const context = contextWith(createFakeWx('hang'));
    await expect(configure(context)).rejects.toThrow();
    expect(context.clock.now()).toBe(15000);
  });
});

describe('signing in while the JS API is still being configured', () => {
  it('answers signed in at once, even when the SDK never answers', async () => {
    const context = contextWith(createFakeWx('hang'));
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome.kind).toBe('signed-in');
    expect(context.clock.now()).toBe(0);
  });
});
