import { httpFailure } from '../shared/testing/fakeHttp';
import {
  createFakeSignInContext,
  type FakeSignInOptions,
} from '../shared/testing/fakeSignInContext';
import { createFakeWx } from '../shared/testing/fakeWx';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { wecomAdapter } from './wecomAdapter';
import { WECOM_SESSION_COOKIE } from './wecomSessionCookie';

const WEB_SESSION = { sessionId: 'session-9', corporationId: 'corp-9', wxCorpId: 'wx-corp' };
const JSCONFIG = {
  value: { nonceStr: 'n', timeStamp: '1700', signature: 'sig', appId: 'wx-app', agentId: 'a' },
};
const HREF = 'https://app.test/web/index.html?auth_code=code-abcdef&corpId=wx-corp';

function contextFor(options: FakeSignInOptions = {}, href = HREF) {
  return createFakeSignInContext({
    href,
    onLoadScript: () => void (window.wx = createFakeWx()),
    ...options,
    routes: { 'POST /wecom/v2/jsconfig': () => JSCONFIG, ...options.routes },
  });
}

const failingWith = (status: number, body: unknown) => () => {
  throw httpFailure(status, body);
};

afterEach(resetHostGlobals);

describe('chat-app sign-in with an auth code', () => {
  it('exchanges the code as a desktop web session and caches it for a day', async () => {
    const context = contextFor({ routes: { 'POST /wecom/v2/web/session': () => WEB_SESSION } });
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'session-9', corporationId: 'corp-9', wxCorpId: 'wx-corp' },
    });
    expect(context.requests[0]?.body).toEqual({ authCode: 'code-abcdef', deviceType: 'DESKTOP' });
    expect(context.cookieJar.get(WECOM_SESSION_COOKIE)?.days).toBe(1);
  });

  it('reuses the cached session without a call when the cookie was made from this code', async () => {
    const cookie = JSON.stringify({ authCode: 'code-abcdef', session: { accessToken: 'cached' } });
    const context = contextFor({ cookies: { [WECOM_SESSION_COOKIE]: cookie } });
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome).toEqual({ kind: 'signed-in', session: { accessToken: 'cached' } });
    expect(context.requests.map((request) => request.url)).toEqual(['/wecom/v2/jsconfig']);
  });

  it('ignores a cached session made from another code', async () => {
    const cookie = JSON.stringify({ authCode: 'old-code', session: { accessToken: 'cached' } });
    const context = contextFor({
      cookies: { [WECOM_SESSION_COOKIE]: cookie },
      routes: { 'POST /wecom/v2/web/session': () => WEB_SESSION },
    });
    const outcome = await wecomAdapter.signIn(context);
    expect(outcome.kind === 'signed-in' && outcome.session.accessToken).toBe('session-9');
  });

  it('runs the SSO again when a 200 answer carries errcode 412 instead of a session', async () => {
    const context = contextFor({
      routes: { 'POST /wecom/v2/web/session': () => ({ errcode: 412 }) },
    });
    expect(await wecomAdapter.signIn(context)).toMatchObject({ kind: 'redirect' });
  });

  it('takes auth_code before code before sso_auth', async () => {
    const context = contextFor(
      { routes: { 'POST /wecom/v2/web/session': () => WEB_SESSION } },
      'https://app.test/web/?sso_auth=s-code&code=c-code',
    );
    await wecomAdapter.signIn(context);
    expect(context.requests[0]?.body).toMatchObject({ authCode: 'c-code' });
  });

  describe('when the code was used', () => {
    it('fails with the SSO failure message on 401 errcode 40029, logging no full code', async () => {
      const body = { errcode: 40029, errmsg: 'invalid code' };
      const context = contextFor({
        routes: { 'POST /wecom/v2/web/session': failingWith(401, body) },
      });
      expect(await wecomAdapter.signIn(context)).toEqual({
        kind: 'failed',
        message: { key: 'ssoFailed' },
      });
      expect(JSON.stringify(context.logs)).not.toContain('code-abcdef');
      expect(context.cookieJar.size).toBe(0);
    });
  });

  describe.each([
    ['errorCode 412 in the body', 400, { errorCode: 412 }],
    ['errcode 412 in the body', 400, { errcode: 412 }],
    ['status 412', 412, {}],
  ])('when the web session answers %s', (_label, status, body) => {
    it('runs the SSO again', async () => {
      const context = contextFor({
        routes: { 'POST /wecom/v2/web/session': failingWith(status, body) },
      });
      const outcome = await wecomAdapter.signIn(context);
      expect(outcome).toMatchObject({ kind: 'redirect', reason: 'web-session-412' });
      const url = outcome.kind === 'redirect' ? outcome.url : '';
      expect(url).not.toContain('code-abcdef');
    });
  });
});
