import { jsapiSignature, jsapiTicketOf } from './jsapiSignature';
import { CODE_TTL_MS } from './GrantStore';
import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

describe('the WeCom session calls', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  describe('when the SSO code is exchanged', () => {
    it('answers the session with a live token, the user and the WeCom corp id', async () => {
      const { status, body } = await lab.post('/api/wecom/v2/web/session', {
        authCode: lab.issueCode('wecom'),
        deviceType: 'DESKTOP',
      });
      const { state } = lab.server.mock;
      const userId = state.currentStaffId.split(':')[1];
      expect(status).toBe(200);
      expect(body).toEqual({
        value: { userId, staffSetting: { language: 'zh-CN' } },
        sessionId: expect.stringMatching(/^lab-at-/),
        corporationId: state.currentCorporationId,
        userId,
        wxCorpId: `ww${state.currentCorporationId}`,
      });
      expect(lab.server.mock.grants.checkAccessToken(body.sessionId).ok).toBe(true);
    });

    it('answers the second use with 401 and errcode 40029', async () => {
      const authCode = lab.issueCode('wecom');
      await lab.post('/api/wecom/v2/web/session', { authCode, deviceType: 'DESKTOP' });
      const { status, body } = await lab.post('/api/wecom/v2/web/session', { authCode });
      expect(status).toBe(401);
      expect(body).toMatchObject({ errcode: 40029, errmsg: 'invalid code', errorCode: 40029 });
      expect(body.error).toEqual({ code: '40029', message: 'invalid code' });
    });

    it('answers an expired code with errcode 42001', async () => {
      const authCode = lab.issueCode('wecom');
      lab.advance(CODE_TTL_MS);
      const { status, body } = await lab.post('/api/wecom/v2/web/session', { authCode });
      expect(status).toBe(401);
      expect(body.errcode).toBe(42001);
    });

    it('refuses a DingTalk code', async () => {
      const { body } = await lab.post('/api/wecom/v2/web/session', {
        authCode: lab.issueCode('dingtalk'),
      });
      expect(body.errcode).toBe(40029);
    });
  });

  describe('when the session is read with a token', () => {
    it('answers the token’s staff', async () => {
      const token = lab.issueToken('wecom');
      const { status, body } = await lab.get(`/api/wecom/v2/session?accessToken=${token}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        sessionId: token,
        corporationId: lab.server.mock.state.currentCorporationId,
      });
    });

    it('answers 401 without a token, so the app goes to SSO', async () => {
      expect((await lab.get('/api/wecom/v2/session')).status).toBe(401);
      const unknown = await lab.get('/api/wecom/v2/session?accessToken=lab-at-nope');
      expect(unknown.body.error).toEqual({
        code: 'error:common:access-token-invalid',
        message: 'access token invalid',
      });
    });
  });

  describe('when the page asks for a signed JS-SDK config', () => {
    it('signs the page address with the corporation’s ticket', async () => {
      const url = `${lab.server.baseUrl}/applet/qyweixin.html?x=1`;
      const corpId = `ww${lab.server.mock.state.currentCorporationId}`;
      const { status, body } = await lab.post('/api/wecom/v2/jsconfig', { corpId, url });
      expect(status).toBe(200);
      const value = body.value as Record<string, string | number>;
      expect(value).toMatchObject({ appId: corpId, agentId: '1000002' });
      expect(value.signature).toBe(
        jsapiSignature({
          ticket: jsapiTicketOf('wecom', corpId),
          nonceStr: String(value.nonceStr),
          timeStamp: value.timeStamp,
          url,
        }),
      );
    });

    it('refuses an address outside the trusted domain with errcode 80001', async () => {
      const { status, body } = await lab.post('/api/wecom/v2/jsconfig', {
        url: 'https://evil.example/',
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errcode: 80001, errmsg: 'domain not trusted' });
    });
  });
});
