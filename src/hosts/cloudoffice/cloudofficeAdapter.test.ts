import { httpFailure, type FakeRoute } from '../shared/testing/fakeHttp';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { cloudofficeAdapter } from './cloudofficeAdapter';

const HREF = 'https://app.test/web/index.html?ticket=tk-123456&tenant=t1&lang=zh';

function signInWith(session: FakeRoute, href = HREF) {
  const context = createFakeSignInContext({
    href,
    routes: { 'POST /cloudoffice/v2/session': session },
  });
  return { context, outcome: cloudofficeAdapter.signIn(context) };
}

describe('cloud office app sign-in', () => {
  it('shows the login-identity-expired alert without a ticket, calling nothing', async () => {
    const { context, outcome } = signInWith(() => ({}), 'https://app.test/web/');
    expect(await outcome).toEqual({
      kind: 'dialog',
      dialog: { variant: 'alert', message: { key: 'loginIdentityExpired' } },
    });
    expect(context.requests).toHaveLength(0);
  });

  it('sends the ticket as auth code with every page parameter as query, and signs in', async () => {
    const { context, outcome } = signInWith(() => ({
      sessionId: 'co-session',
      corporationId: 'c1',
      userId: 'u1',
    }));
    expect(await outcome).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'co-session', corporationId: 'c1', userId: 'u1' },
    });
    expect(context.requests[0]).toMatchObject({
      body: { authCode: 'tk-123456', deviceType: 'DESKTOP' },
      params: { ticket: 'tk-123456', tenant: 't1', lang: 'zh' },
    });
  });

  describe('when the answer carries an id', () => {
    it('shows the info dialog with a retry that re-enters with the ticket', async () => {
      const { outcome } = signInWith(() => ({ id: 'err-77' }));
      expect(await outcome).toEqual({
        kind: 'dialog',
        dialog: { variant: 'info-retry', message: { key: 'cloudOfficeRetry' }, retryUrl: HREF },
      });
    });

    it("shows the server's msg in it when there is one", async () => {
      const { outcome } = signInWith(() => ({ id: 'err-77', msg: '请稍后重试' }));
      expect(await outcome).toMatchObject({ dialog: { message: { text: '请稍后重试' } } });
    });
  });

  it("shows an error dialog titled Error with the failure's msg", async () => {
    const { outcome } = signInWith(() => {
      throw httpFailure(400, { msg: 'ticket invalid' });
    });
    expect(await outcome).toEqual({
      kind: 'dialog',
      dialog: {
        variant: 'error',
        title: { key: 'errorTitle' },
        message: { text: 'ticket invalid' },
      },
    });
  });

  it('fails with the system error on a failure without msg, logging no full ticket', async () => {
    const { context, outcome } = signInWith(() => {
      throw httpFailure(502);
    });
    expect(await outcome).toEqual({ kind: 'failed', message: { key: 'systemError' } });
    expect(JSON.stringify(context.logs)).not.toContain('tk-123456');
  });
});
