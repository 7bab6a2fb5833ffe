import { settleWithClock } from '../shared/testing/fakeClock';
import { createFakeDd, type FakeCodeAnswer } from '../shared/testing/fakeOfficeSuites';
import {
  createFakeSignInContext,
  never,
  type FakeSignInOptions,
} from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import type { DingTalkError, DdSdk } from '../shared/hostContract';
import { dingtalkAdapter } from './dingtalkAdapter';

const HREF = 'https://app.test/web/index.html?corpId=dt-corp&appid=dt-app&x=1';
const AUTHORIZE =
  'https://dt.test/oauth2/auth?redirect_uri=https%3A%2F%2Fapp.test%2Fweb%2Findex.html' +
  '&state=%2Fweb%2Findex.html%3FcorpId%3Ddt-corp%26appid%3Ddt-app%26x%3D1' +
  '&client_id=dt-app&response_type=code';
const SESSION = { sessionId: 'dt-session', corporationId: 'corp-1', userId: 'u-1' };

function contextIn(
  reply: FakeCodeAnswer<DingTalkError>,
  platform: DdSdk['env']['platform'] = 'android',
  options: FakeSignInOptions = {},
) {
  return createFakeSignInContext({
    href: HREF,
    onLoadScript: () => void (window.dd = createFakeDd(reply, platform)),
    routes: {
      'POST /dingtalk/v2/session': () => SESSION,
      'POST /dingtalk/v2/jsconfig/corp': () => ({ value: {} }),
    },
    ...options,
  });
}

afterEach(resetHostGlobals);

describe('DingTalk sign-in without a code in the address', () => {
  it('asks the SDK for a code for the corp id and exchanges it', async () => {
    const context = contextIn({ code: 'dt-code' });
    const outcome = await dingtalkAdapter.signIn(context);
    expect(outcome).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'dt-session', corporationId: 'corp-1', userId: 'u-1' },
    });
    expect((window.dd as ReturnType<typeof createFakeDd>).codeRequests).toEqual([
      { corpId: 'dt-corp' },
    ]);
    expect(context.requests[0]?.body).toMatchObject({ authCode: 'dt-code', appid: 'dt-app' });
  });

  it('redirects to the authorization page when the page is not inside DingTalk', async () => {
    const context = contextIn({ code: 'dt-code' }, 'notInDingTalk');
    expect(await dingtalkAdapter.signIn(context)).toEqual({
      kind: 'redirect',
      reason: 'not-in-host',
      url: AUTHORIZE,
    });
  });

  it('redirects to the authorization page when the SDK script cannot load', async () => {
    const context = contextIn({ code: 'dt-code' }, 'android', {
      onLoadScript: () => Promise.reject(new Error('404')),
    });
    expect(await dingtalkAdapter.signIn(context)).toMatchObject({ url: AUTHORIZE });
  });

  it("logs 'auth code为空' and redirects when the SDK gives an empty code", async () => {
    const context = contextIn({ code: '' });
    expect(await dingtalkAdapter.signIn(context)).toMatchObject({
      kind: 'redirect',
      reason: 'empty-code',
    });
    expect(context.logs).toContainEqual({ level: 'warn', message: 'auth code为空', details: [] });
  });

  it('asks the authorization page for a code after auth error 103', async () => {
    const context = contextIn({ error: { errorCode: 103, errorMessage: 'auth error' } });
    expect(await dingtalkAdapter.signIn(context)).toEqual({
      kind: 'redirect',
      reason: 'auth-error-103',
      url: AUTHORIZE,
    });
  });

  it('fails with the entry message and the SDK reason on any other SDK error', async () => {
    const context = contextIn({ error: { errorCode: 7, errorMessage: 'no permission' } });
    expect(await dingtalkAdapter.signIn(context)).toEqual({
      kind: 'failed',
      message: { key: 'enterFailed', values: { reason: 'no permission' } },
    });
  });

  it('gives up with the no-answer message when the SDK never answers', async () => {
    const context = contextIn('hang');
    const outcome = await settleWithClock(dingtalkAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });

  it('gives up with the no-answer message when the SDK script never arrives', async () => {
    const context = contextIn({ code: 'x' }, 'android', { onLoadScript: () => never() });
    const outcome = await settleWithClock(dingtalkAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });
});
