import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

describe('the office-suite session calls', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  describe.each(['dingtalk', 'feishu'])('for %s', (suite) => {
    it('answers sessionId, corporationId and userId for a fresh code', async () => {
      const { status, body } = await lab.post(`/api/${suite}/v2/session`, {
        authCode: lab.issueCode(suite),
        deviceType: 'DESKTOP',
        appid: 'lab-app',
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        sessionId: expect.stringMatching(/^lab-at-/),
        corporationId: lab.server.mock.state.currentCorporationId,
        userId: lab.server.mock.state.currentStaffId.split(':')[1],
      });
    });

    it('keeps an existing session given as accessToken', async () => {
      const token = lab.issueToken(suite);
      const { body } = await lab.post(`/api/${suite}/v2/session`, { accessToken: token });
      expect(body.sessionId).toBe(token);
    });

    it('signs the page config for a trusted address only', async () => {
      const url = `${lab.server.baseUrl}/?corpId=x`;
      const signed = await lab.post(`/api/${suite}/v2/jsconfig/corp`, { url });
      expect(signed.status).toBe(200);
      expect(signed.body.value).toMatchObject({
        nonceStr: expect.any(String),
        signature: expect.any(String),
      });
      const refused = await lab.post(`/api/${suite}/v2/jsconfig/corp`, {
        url: 'http://evil.example/',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe(80001);
    });
  });

  it('answers a reused DingTalk code in DingTalk’s errorCode/errorMessage shape', async () => {
    const authCode = lab.issueCode('dingtalk');
    await lab.post('/api/dingtalk/v2/session', { authCode });
    const { status, body } = await lab.post('/api/dingtalk/v2/session', { authCode });
    expect(status).toBe(401);
    expect(body).toMatchObject({ errorCode: 40078, errorMessage: '不存在的临时授权码' });
  });

  it('answers a reused Feishu code in Feishu’s code/msg shape', async () => {
    const authCode = lab.issueCode('feishu');
    await lab.post('/api/feishu/v2/session', { authCode });
    const { status, body } = await lab.post('/api/feishu/v2/session', { authCode });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 20003, msg: 'invalid code', errorCode: 20003 });
  });

  it('answers a missing code as missing', async () => {
    const { status, body } = await lab.post('/api/feishu/v2/session', { deviceType: 'DESKTOP' });
    expect(status).toBe(400);
    expect(body.code).toBe(20001);
  });
});
