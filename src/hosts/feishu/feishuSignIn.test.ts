import { settleWithClock } from '../shared/testing/fakeClock';
import { httpFailure, type FakeRoute } from '../shared/testing/fakeHttp';
import {
  createFakeFeishu,
  installFeishu,
  type FakeCodeAnswer,
  type FakeFeishu,
} from '../shared/testing/fakeOfficeSuites';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import type { FeishuError } from '../shared/hostContract';
import { feishuAdapter } from './feishuAdapter';

const HREF = 'https://app.test/web/index.html?appid=cli_1';
const JSCONFIG = { value: { appId: 'cli_1', timestamp: 5, nonceStr: 'n', signature: 's' } };
let fake: FakeFeishu;

function contextIn(
  reply: FakeCodeAnswer<FeishuError> | 'no-sdk',
  session: FakeRoute = () => ({ sessionId: 'fs-session', corporationId: 'c', userId: 'u' }),
) {
  fake = createFakeFeishu(reply === 'no-sdk' ? 'hang' : reply);
  return createFakeSignInContext({
    href: HREF,
    onLoadScript: () => (reply === 'no-sdk' ? undefined : installFeishu(fake)),
    routes: { 'POST /feishu/v2/session': session, 'POST /feishu/v2/jsconfig/corp': () => JSCONFIG },
  });
}

afterEach(resetHostGlobals);

describe('Feishu sign-in', () => {
  it('asks tt for a code with the app id once h5sdk is ready, then exchanges and signs', async () => {
    const context = contextIn({ code: 'fs-code' });
    expect(await feishuAdapter.signIn(context)).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'fs-session', corporationId: 'c', userId: 'u' },
    });
    expect(fake.codeRequests).toEqual([{ appId: 'cli_1' }]);
    expect(context.requests.map((request) => request.url)).toEqual([
      '/feishu/v2/session',
      '/feishu/v2/jsconfig/corp',
    ]);
    expect(fake.configs[0]).toMatchObject({ appId: 'cli_1', timestamp: 5, signature: 's' });
  });

  it('redirects to the authorization page when the SDK does not appear', async () => {
    const context = contextIn('no-sdk');
    const outcome = await feishuAdapter.signIn(context);
    expect(outcome).toMatchObject({ kind: 'redirect', reason: 'not-in-host' });
    expect(outcome.kind === 'redirect' && outcome.url).toMatch(/^https:\/\/fs\.test\/authen\?/);
  });

  it('asks the authorization page for a code after errno 103', async () => {
    const context = contextIn({ error: { errno: 103, errString: 'auth error' } });
    expect(await feishuAdapter.signIn(context)).toMatchObject({
      kind: 'redirect',
      reason: 'auth-error-103',
    });
  });

  it("logs 'auth code为空' and redirects on an empty code", async () => {
    const context = contextIn({ code: '' });
    expect(await feishuAdapter.signIn(context)).toMatchObject({ reason: 'empty-code' });
    expect(context.logs.map((entry) => entry.message)).toContain('auth code为空');
  });

  it('asks for app scope on status 402 with code 99991672', async () => {
    const context = contextIn({ code: 'fs-code' }, () => {
      throw httpFailure(402, { code: 99991672, msg: 'need app scope' });
    });
    const outcome = await feishuAdapter.signIn(context);
    expect(outcome).toMatchObject({ kind: 'redirect', reason: 'app-scope' });
    expect(outcome.kind === 'redirect' && outcome.url).toContain('&scope=app');
  });

  it('gives up with the no-answer message when h5sdk never gets ready', async () => {
    const context = contextIn('hang');
    const outcome = await settleWithClock(feishuAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });
});
