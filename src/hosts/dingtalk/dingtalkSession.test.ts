import { flushMicrotasks } from '../shared/testing/fakeClock';
import { httpFailure, type FakeRoute } from '../shared/testing/fakeHttp';
import { createFakeDd } from '../shared/testing/fakeOfficeSuites';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { dingtalkAdapter } from './dingtalkAdapter';

const RETURNED =
  'https://app.test/web/back?code=dt-code&appid=dt-app&attr=a1&accessToken=t1' +
  '&state=%2Fweb%2Fbills%3Fx%3D1';
const JSCONFIG = {
  value: { agentId: 'ag', corpId: 'dt-corp', timeStamp: 17, nonceStr: 'n', signature: 's' },
};

function contextFor(session: FakeRoute, options: { userAgent?: string; href?: string } = {}) {
  return createFakeSignInContext({
    href: options.href ?? RETURNED,
    userAgent: options.userAgent,
    onLoadScript: () => void (window.dd = createFakeDd({ code: 'unused' })),
    routes: {
      'POST /dingtalk/v2/session': session,
      'POST /dingtalk/v2/jsconfig/corp': () => JSCONFIG,
    },
  });
}

const failing = (status: number, body: unknown) => () => {
  throw httpFailure(status, body);
};

afterEach(resetHostGlobals);

describe('DingTalk sign-in back from the authorization page', () => {
  it('rebuilds the address from state with the code and exchanges that code', async () => {
    const context = contextFor(() => ({ sessionId: 's' }));
    expect((await dingtalkAdapter.signIn(context)).kind).toBe('signed-in');
    expect(context.navigations).toEqual([{ kind: 'rewrite', url: '/web/bills?x=1&code=dt-code' }]);
    expect(context.requests[0]).toMatchObject({
      url: '/dingtalk/v2/session',
      body: {
        authCode: 'dt-code',
        deviceType: 'DESKTOP',
        appid: 'dt-app',
        attr: 'a1',
        accessToken: 't1',
      },
    });
  });

  it('keeps the address when state points at another origin', async () => {
    const href = 'https://app.test/web/?code=c&state=https%3A%2F%2Fevil.test%2F';
    const context = contextFor(() => ({ sessionId: 's' }), { href });
    expect((await dingtalkAdapter.signIn(context)).kind).toBe('signed-in');
    expect(context.navigations).toEqual([]);
  });

  it('sends deviceType MOBILE from a mobile user agent', async () => {
    const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile DingTalk/7.0';
    const context = contextFor(() => ({ sessionId: 's' }), { userAgent });
    await dingtalkAdapter.signIn(context);
    expect(context.requests[0]?.body).toMatchObject({ deviceType: 'MOBILE' });
  });

  it('signs the page for the SDK after the session, without holding the sign-in', async () => {
    const context = contextFor(() => ({ sessionId: 's' }));
    await dingtalkAdapter.signIn(context);
    await flushMicrotasks();
    expect(context.requests[1]?.body).toEqual({ corpId: undefined, url: RETURNED });
    const dd = window.dd as ReturnType<typeof createFakeDd>;
    expect(dd.configs[0]).toMatchObject({ agentId: 'ag', timeStamp: 17, signature: 's' });
  });

  it('asks for app scope on 402 with code 99991672', async () => {
    const context = contextFor(failing(402, { code: 99991672, msg: 'app scope' }));
    const outcome = await dingtalkAdapter.signIn(context);
    expect(outcome).toMatchObject({ kind: 'redirect', reason: 'app-scope' });
    expect(outcome.kind === 'redirect' && outcome.url).toMatch(/&scope=app$/);
  });

  it('runs the SSO again on error code 412', async () => {
    const context = contextFor(failing(400, { errorCode: 412 }));
    const outcome = await dingtalkAdapter.signIn(context);
    expect(outcome).toMatchObject({ kind: 'redirect', reason: 'session-412' });
    expect(outcome.kind === 'redirect' && outcome.url).not.toContain('dt-code');
  });

  it('fails with the entry message and the server reason otherwise', async () => {
    const context = contextFor(failing(500, { msg: 'tenant disabled' }));
    expect(await dingtalkAdapter.signIn(context)).toEqual({
      kind: 'failed',
      message: { key: 'enterFailed', values: { reason: 'tenant disabled' } },
    });
    expect(JSON.stringify(context.logs)).not.toContain('dt-code');
  });

  it('stays signed in when the SDK signing fails, only logging it', async () => {
    const context = createFakeSignInContext({
      href: RETURNED,
      onLoadScript: () => void (window.dd = createFakeDd({ code: 'unused' })),
      routes: { 'POST /dingtalk/v2/session': () => ({ sessionId: 's' }) },
    });
    expect((await dingtalkAdapter.signIn(context)).kind).toBe('signed-in');
    await flushMicrotasks();
    expect(context.logs.map((entry) => entry.message)).toContain('dingtalk JS API config failed');
  });
});

describe('DingTalk on a reload that resumes the session', () => {
  it('loads the SDK and signs the page for its verbs, without signing in again', async () => {
    const context = contextFor(() => ({ sessionId: 'never asked' }), {
      href: 'https://app.test/web/bills/new',
    });
    await dingtalkAdapter.resume?.(context, { accessToken: 't', corporationId: 'dt-corp' });
    expect(window.dd).toBeDefined();
    expect(context.requests.map((request) => request.url)).toEqual(['/dingtalk/v2/jsconfig/corp']);
    expect(context.requests[0]).toMatchObject({
      body: { corpId: 'dt-corp', url: 'https://app.test/web/bills/new' },
    });
  });
});
