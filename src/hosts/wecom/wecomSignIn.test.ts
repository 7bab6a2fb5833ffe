import { httpFailure } from '../shared/testing/fakeHttp';
import {
  createFakeSignInContext,
  type FakeSignInOptions,
} from '../shared/testing/fakeSignInContext';
import { createFakeWx } from '../shared/testing/fakeWx';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { wecomAdapter } from './wecomAdapter';

const SESSION = {
  value: { userId: 'u-1', staffSetting: { language: 'en-US' } },
  sessionId: 'session-1',
  corporationId: 'corp-1',
  wxCorpId: 'wx-corp',
};
const JSCONFIG = {
  value: { nonceStr: 'n', timeStamp: 1700, signature: 'sig', appId: 'wx-app', agentId: 'a' },
};

function contextFor(href: string, options: FakeSignInOptions = {}) {
  return createFakeSignInContext({
    href,
    onLoadScript: () => void (window.wx = createFakeWx()),
    ...options,
    routes: { 'POST /wecom/v2/jsconfig': () => JSCONFIG, ...options.routes },
  });
}

afterEach(resetHostGlobals);

describe('chat-app sign-in with an access token', () => {
  const href =
    'https://app.test/web/index.html?accessToken=tok-123456&corpId=wx-corp&ekbCorpId=ekb-1';

  it('reads the session and signs in with its id, corporation, user, language and wx corp', async () => {
    const context = contextFor(href, { routes: { 'GET /wecom/v2/session': () => SESSION } });
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome).toEqual({
      kind: 'signed-in',
      session: {
        accessToken: 'session-1',
        corporationId: 'corp-1',
        userId: 'u-1',
        language: 'en-US',
        wxCorpId: 'wx-corp',
      },
    });
    expect(context.requests[0]?.params).toEqual({
      accessToken: 'tok-123456',
      wxCorpId: 'wx-corp',
      corpId: 'ekb-1',
    });
  });

  it('redirects to the SSO without the failed token when the session call answers 401', async () => {
    const context = contextFor(href, {
      routes: {
        'GET /wecom/v2/session': () => {
          throw httpFailure(401);
        },
      },
    });
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome.kind).toBe('redirect');
    const url = outcome.kind === 'redirect' ? outcome.url : '';
    expect(url).toContain('appid=wx-corp');
    expect(url).not.toContain('tok-123456');
  });

  it('fails with the session-expired message on any other failure', async () => {
    const context = contextFor(href, {
      routes: {
        'GET /wecom/v2/session': () => {
          throw httpFailure(500);
        },
      },
    });
    expect(await wecomAdapter.signIn(context)).toEqual({
      kind: 'failed',
      message: { key: 'sessionExpired' },
    });
    expect(JSON.stringify(context.logs)).not.toContain('tok-123456');
  });
});

describe('chat-app sign-in without a token or a code', () => {
  it('redirects to the SSO with the corp id, the applet page and the current address as state', async () => {
    const context = contextFor('https://app.test/web/bills?corpId=wx-corp&x=1#top');
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome).toEqual({
      kind: 'redirect',
      reason: 'no-code',
      url:
        'https://sso.test/connect/oauth2/authorize?appid=wx-corp' +
        '&redirect_uri=https%3A%2F%2Fapp.test%2Fapplet%2Fqyweixin.html&response_type=code' +
        '&scope=snsapi_base&state=%2Fweb%2Fbills%3FcorpId%3Dwx-corp%26x%3D1#wechat_redirect',
    });
    expect(context.requests).toHaveLength(0);
  });
});
