import { CODE_TTL_MS } from '../hosts/GrantStore';
import { startHostTestServer, type HostTestServer } from '../hosts/testing/startHostTestServer';

const TOKEN = '/api/idp/public/oauth2/token';

function payloadOf(idToken: string): Record<string, unknown> {
  const [, payload, signature] = idToken.split('.');
  expect(signature).toBe('');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

describe('the identity provider', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  describe('when a code is exchanged', () => {
    it('answers the token pair and an id token naming the staff', async () => {
      const { status, body } = await lab.post(TOKEN, {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code: lab.issueCode('kk'),
      });
      expect(status).toBe(200);
      const data = body.data as Record<string, string | number>;
      expect(data).toEqual({
        access_token: expect.stringMatching(/^lab-at-/),
        refresh_token: expect.stringMatching(/^lab-rt-/),
        id_token: expect.any(String),
        expires_in: 7200,
        expires_at: Date.UTC(2026, 10, 21, 1) + 7200_000,
      });
      const { state } = lab.server.mock;
      expect(payloadOf(String(data.id_token))).toMatchObject({
        userId: state.currentStaffId.split(':')[1],
        corpId: state.currentCorporationId,
        staffId: state.currentStaffId,
      });
    });

    it('answers error:idp:missing-authcode without a code', async () => {
      const { status, body } = await lab.post(TOKEN, {
        clientId: 'client-app',
        grantType: 'authorization_code',
      });
      expect(status).toBe(400);
      expect(body.error).toEqual({
        code: 'error:idp:missing-authcode',
        message: 'No auth code found',
      });
    });

    it('answers error:idp:invalid-code for a used, expired or unknown code', async () => {
      const used = lab.issueCode('teams');
      await lab.post(TOKEN, {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code: used,
      });
      const expired = lab.issueCode('native');
      lab.advance(CODE_TTL_MS);
      for (const code of [used, expired, 'lab-code-unknown']) {
        const { status, body } = await lab.post(TOKEN, {
          clientId: 'client-app',
          grantType: 'authorization_code',
          code,
        });
        expect(status).toBe(400);
        expect((body.error as { code: string }).code).toBe('error:idp:invalid-code');
      }
    });
  });

  describe('when a refresh token is used', () => {
    it('rotates the pair once and then answers error:idp:refresh-token-invalid', async () => {
      const first = await lab.post(TOKEN, {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code: lab.issueCode('web'),
      });
      const refreshToken = (first.body.data as { refresh_token: string }).refresh_token;
      const again = { clientId: 'client-app', grantType: 'refresh_token', refreshToken };
      expect((await lab.post(TOKEN, again)).status).toBe(200);
      const { status, body } = await lab.post(TOKEN, again);
      expect(status).toBe(400);
      expect((body.error as { code: string }).code).toBe('error:idp:refresh-token-invalid');
    });
  });

  describe('when a code is authorized', () => {
    it('issues one for the requested identity that the token call accepts', async () => {
      const { state } = lab.server.mock;
      const subsidiary = state.tenants[1].corporationId;
      const staff = state.staffs[3];
      const { body } = await lab.post('/api/idp/public/oauth2/authorize', {
        requestedIdentity: {
          corpId: subsidiary,
          staffId: `${subsidiary}:${staff.userId}`,
          tokenType: 'staff',
        },
        grantType: 'authorize',
        clientId: 'client-app',
        redirectUri: '/',
      });
      const { code } = body.data as { code: string };
      const token = await lab.post(TOKEN, {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code,
      });
      expect(payloadOf((token.body.data as { id_token: string }).id_token)).toMatchObject({
        corpId: subsidiary,
        userId: staff.userId,
      });
    });

    it('issues one for the cookie identity without a requested one', async () => {
      const { status, body } = await lab.post('/api/idp/public/oauth2/authorize', {
        grantType: 'authorize',
        clientId: 'client-app',
      });
      expect(status).toBe(200);
      expect((body.data as { code: string }).code).toMatch(/^lab-code-/);
    });

    it('refuses a requested identity nobody has', async () => {
      const { status, body } = await lab.post('/api/idp/public/oauth2/authorize', {
        requestedIdentity: { corpId: 'nope', staffId: 'nope:x' },
      });
      expect(status).toBe(400);
      expect((body.error as { code: string }).code).toBe('error:idp:unknown-identity');
    });
  });
});
