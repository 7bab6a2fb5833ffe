import { dingtalkAdapter } from '../dingtalk/dingtalkAdapter';
import { feishuAdapter } from '../feishu/feishuAdapter';
import { httpFailure, type FakeRoute } from './testing/fakeHttp';
import { createFakeDd, createFakeFeishu, installFeishu } from './testing/fakeOfficeSuites';
import { createFakeSignInContext } from './testing/fakeSignInContext';
import { resetHostGlobals } from './testing/resetHostGlobals';

const OWN_SESSION = { sessionId: 'own-grant', corporationId: 'helper-corp', userId: 'u-7' };

function dingtalkEntry(ekbCorpId: string | undefined, helper: FakeRoute) {
  const query = `code=dt-code&corpId=helper-corp${ekbCorpId ? `&ekbCorpId=${ekbCorpId}` : ''}`;
  return createFakeSignInContext({
    href: `https://app.test/?${query}`,
    onLoadScript: () => void (window.dd = createFakeDd({ code: 'unused' })),
    routes: {
      'POST /dingtalk/v2/session': () => OWN_SESSION,
      'POST /dingtalk/v2/jsconfig/corp': () => ({ value: {} }),
      'POST /dingtalk/v2/helper/session': helper,
    },
  });
}

afterEach(resetHostGlobals);

describe('the helper code-to-session exchange in the office suites', () => {
  it('trades the helper corporation’s grant for a session in the corporation it enters for', async () => {
    const context = dingtalkEntry('target-corp', () => ({
      value: { id: 'target-grant', isAssistPlatform: true },
    }));
    const outcome = await dingtalkAdapter.signIn(context);
    expect(outcome).toEqual({
      kind: 'signed-in',
      session: {
        accessToken: 'target-grant',
        corporationId: 'target-corp',
        userId: 'u-7',
        isAssistPlatform: true,
      },
    });
    expect(context.requests.find((r) => r.url === '/dingtalk/v2/helper/session')).toEqual({
      method: 'POST',
      url: '/dingtalk/v2/helper/session',
      body: { corporationId: 'target-corp', platform: 'DINGTALK', dtCorpId: 'helper-corp' },
      params: { accessToken: 'own-grant' },
    });
  });

  it('signs in with the suite’s own session when the entry names no other corporation', async () => {
    for (const ekbCorpId of [undefined, 'helper-corp']) {
      const context = dingtalkEntry(ekbCorpId, () => {
        throw new Error('the helper must not be asked');
      });
      const outcome = await dingtalkAdapter.signIn(context);
      expect(outcome).toMatchObject({ kind: 'signed-in', session: { accessToken: 'own-grant' } });
    }
  });

  it('says the app cannot be entered, with the server’s reason, when the helper refuses', async () => {
    const context = dingtalkEntry('target-corp', () => {
      throw httpFailure(403, { code: 403, msg: '不是该企业的协助平台' });
    });
    expect(await dingtalkAdapter.signIn(context)).toEqual({
      kind: 'failed',
      message: { key: 'enterFailed', values: { reason: '不是该企业的协助平台' } },
    });
  });

  it('names Feishu as FEISHU', async () => {
    const context = createFakeSignInContext({
      href: 'https://app.test/?code=fs-code&corpId=helper-corp&ekbCorpId=target-corp',
      onLoadScript: () => installFeishu(createFakeFeishu({ code: 'unused' })),
      routes: {
        'POST /feishu/v2/session': () => OWN_SESSION,
        'POST /feishu/v2/jsconfig/corp': () => ({ value: {} }),
        'POST /feishu/v2/helper/session': () => ({ value: { id: 'fs-target' } }),
      },
    });
    const outcome = await feishuAdapter.signIn(context);
    expect(outcome).toMatchObject({
      session: { accessToken: 'fs-target', isAssistPlatform: false },
    });
    const helper = context.requests.find((r) => r.url === '/feishu/v2/helper/session');
    expect(helper?.body).toMatchObject({ platform: 'FEISHU', dtCorpId: 'helper-corp' });
  });
});
