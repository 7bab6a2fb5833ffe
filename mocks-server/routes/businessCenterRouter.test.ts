import { startHostTestServer, type HostTestServer } from '../hosts/testing/startHostTestServer';

describe('the business center', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  async function temporaryCode(): Promise<string> {
    const { body } = await lab.form('/auth/oauth2/grant/expense/code', { client_id: 'client-app' });
    return (body.data as { code: string }).code;
  }

  it('exchanges a temporary code for a token pair in its code/message/data envelope', async () => {
    const { status, body } = await lab.form('/auth/oauth2/token/expense', {
      client_id: 'client-app',
      grant_type: 'authorization_code',
      code: await temporaryCode(),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      message: 'ok',
      data: {
        token: expect.stringMatching(/^lab-at-/),
        refreshToken: expect.stringMatching(/^lab-rt-/),
        expiresIn: 7200,
      },
    });
  });

  describe('when the code was used', () => {
    it('answers 401 invalid code, and the refresh token still works', async () => {
      const code = await temporaryCode();
      const first = await lab.form('/auth/oauth2/token/expense', {
        client_id: 'c',
        grant_type: 'authorization_code',
        code,
      });
      const again = await lab.form('/auth/oauth2/token/expense', {
        client_id: 'c',
        grant_type: 'authorization_code',
        code,
      });
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ code: 401, message: 'invalid code', data: null });
      const refreshToken = (first.body.data as { refreshToken: string }).refreshToken;
      const refreshed = await lab.form('/auth/oauth2/token/expense', {
        client_id: 'c',
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      expect(refreshed.body.code).toBe(0);
    });
  });

  it('refuses an unknown grant type', async () => {
    const { status } = await lab.form('/auth/oauth2/token/expense', { grant_type: 'password' });
    expect(status).toBe(400);
  });
});
