import { verbsOf } from '../core/testing/hostTestKit';
import type { HzBankSdk } from '../shared/hostContract';
import { httpFailure } from '../shared/testing/fakeHttp';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { hzbankAdapter } from './hzbankAdapter';

const LOGIN_FAILED = {
  kind: 'dialog',
  dialog: { variant: 'alert', message: { key: 'bankLoginFailed' } },
};

function contextAt(href: string, fails = false) {
  return createFakeSignInContext({
    href,
    routes: {
      'POST /hzbank/v1/session': () => {
        if (fails) throw httpFailure(401, { error: { code: 'error:common:unauthorized' } });
        return { sessionId: 'bank-session', corporationId: 'c', userId: 'u' };
      },
    },
  });
}

afterEach(resetHostGlobals);

describe('bank app sign-in', () => {
  it('posts the address token and adds it as query on a /web/ path', async () => {
    const context = contextAt('https://app.test/web/index.html?accessToken=bank-tok');
    expect(await hzbankAdapter.signIn(context)).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'bank-session', corporationId: 'c', userId: 'u' },
    });
    expect(context.requests[0]).toMatchObject({
      body: { accessToken: 'bank-tok' },
      params: { accessToken: 'bank-tok' },
    });
  });

  it('keeps the token out of the query elsewhere', async () => {
    const context = contextAt('https://app.test/mobile/index.html?accessToken=bank-tok');
    await hzbankAdapter.signIn(context);
    expect(context.requests[0]?.params).toBeUndefined();
  });

  it("alerts '登录失败' without a token, calling nothing", async () => {
    const context = contextAt('https://app.test/web/index.html');
    expect(await hzbankAdapter.signIn(context)).toEqual(LOGIN_FAILED);
    expect(context.requests).toHaveLength(0);
  });

  it("alerts '登录失败' when the session call fails, logging no full token", async () => {
    const context = contextAt('https://app.test/web/index.html?accessToken=bank-tok-123', true);
    expect(await hzbankAdapter.signIn(context)).toEqual(LOGIN_FAILED);
    expect(JSON.stringify(context.logs)).not.toContain('bank-tok-123');
  });
});

describe('bank app verbs', () => {
  function installBank(code = 0) {
    const calls: Array<{ method: string; params: Record<string, unknown> }> = [];
    const bank: HzBankSdk = {
      call: async <T>(
        method: Parameters<HzBankSdk['call']>[0],
        params: Record<string, unknown>,
      ) => {
        calls.push({ method, params });
        return { code, msg: code ? 'refused' : undefined } as { code: number; data?: T };
      },
    };
    window.hzBank = bank;
    return calls;
  }

  it('toasts, opens links and closes through hzBank.call', async () => {
    const calls = installBank();
    const verbs = verbsOf(hzbankAdapter);
    await verbs.toast?.('saved');
    await verbs.openLink?.('https://example.test/');
    await verbs.close?.();
    expect(calls).toEqual([
      { method: 'toast', params: { message: 'saved' } },
      { method: 'openLink', params: { url: 'https://example.test/' } },
      { method: 'close', params: {} },
    ]);
  });

  it('rejects a non-zero answer as an SDK error', async () => {
    installBank(5);
    await expect(verbsOf(hzbankAdapter).close?.()).rejects.toThrow('SDK returned error: refused');
  });
});
