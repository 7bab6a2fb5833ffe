import { jsapiSignature, jsapiTicketOf } from '../../mocks-server/hosts/jsapiSignature';
import { startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('the fake hosts’ native side', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

  describe('when a host SDK asks for an auth code', () => {
    it('issues one for the lab-host-staff in the lab-tenant corporation', async () => {
      const { state } = lab.mock;
      const tenant = state.tenants[1].corporationId;
      const staffId = `${tenant}:${state.staffs[5].userId}`;
      const { status, body } = await lab.post(
        '/__lab/hosts/dingtalk/auth-code',
        {},
        `lab-tenant=${tenant}; lab-host-staff=${staffId}`,
      );
      expect(status).toBe(200);
      const session = await lab.post('/api/dingtalk/v2/session', { authCode: body.code });
      expect(session.body).toMatchObject({ corporationId: tenant, userId: state.staffs[5].userId });
    });

    it('makes the code single use, the second use failing in the host’s shape', async () => {
      const { body } = await lab.post('/__lab/hosts/dingtalk/auth-code', {});
      await lab.post('/api/dingtalk/v2/session', { authCode: body.code });
      const again = await lab.post('/api/dingtalk/v2/session', { authCode: body.code });
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ errorCode: 40078, errorMessage: '不存在的临时授权码' });
    });

    it('refuses a staff cookie naming nobody, in the host’s shape', async () => {
      const { status, body } = await lab.post(
        '/__lab/hosts/workapp/auth-code',
        {},
        'lab-host-staff=nobody',
      );
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, msg: expect.stringContaining('lab-host-staff') });
    });

    it('answers what an active preset says instead, in that lab session only', async () => {
      lab.mock.scenarios.engine.activate('s-103', 'office-suite-auth-103');
      const stubbed = await lab.post('/__lab/hosts/feishu/auth-code', {}, 'lab-session=s-103');
      expect(stubbed).toEqual({ status: 400, body: { errno: 103, errString: 'auth error' } });
      const elsewhere = await lab.post('/__lab/hosts/feishu/auth-code', {}, 'lab-session=other');
      expect(elsewhere.status).toBe(200);
    });
  });

  it('describes the person behind the lab identity', async () => {
    const person = (await (await lab.fetch('/__lab/hosts/hzbank/person')).json()) as Record<
      string,
      string
    >;
    const staff = lab.mock.state.staffs[0];
    expect(person).toMatchObject({
      id: staff.id,
      userId: staff.userId,
      name: staff.name,
      enterpriseId: staff.corporationId,
    });
  });

  describe('when a page config is verified', () => {
    const wecomConfig = async (url: string) => {
      const { body } = await lab.post('/api/wecom/v2/jsconfig', { url });
      return body.value as {
        appId: string;
        nonceStr: string;
        timeStamp: number;
        signature: string;
      };
    };

    it('accepts the signature the backend made for this page', async () => {
      const url = `${lab.url}/?corpId=x`;
      const config = await wecomConfig(url);
      const { body } = await lab.post('/__lab/hosts/wecom/verify', {
        ...config,
        timestamp: config.timeStamp,
        url,
      });
      expect(body).toEqual({ ok: true, errMsg: 'config:ok' });
    });

    it('refuses a signature made for another page', async () => {
      const config = await wecomConfig(`${lab.url}/other`);
      const { body } = await lab.post('/__lab/hosts/wecom/verify', {
        ...config,
        timestamp: config.timeStamp,
        url: `${lab.url}/`,
      });
      expect(body).toMatchObject({ ok: false, errMsg: 'config:invalid signature' });
    });

    it('refuses a page outside the trusted domain even when correctly signed', async () => {
      const url = 'http://elsewhere.example/';
      const appId = 'wwx';
      const signature = jsapiSignature({
        ticket: jsapiTicketOf('wecom', appId),
        nonceStr: 'n',
        timeStamp: 1,
        url,
      });
      const { body } = await lab.post('/__lab/hosts/wecom/verify', {
        appId,
        nonceStr: 'n',
        timestamp: 1,
        signature,
        url,
      });
      expect(body).toMatchObject({ ok: false, errMsg: 'config:invalid url domain' });
    });

    it('checks DingTalk and Feishu configs with their own keys', async () => {
      const url = `${lab.url}/`;
      for (const suite of ['dingtalk', 'feishu']) {
        const value = (await lab.post(`/api/${suite}/v2/jsconfig/corp`, { url })).body
          .value as Record<string, string | number>;
        const timestamp = value.timeStamp ?? value.timestamp;
        const { body } = await lab.post(`/__lab/hosts/${suite}/verify`, {
          ...value,
          timestamp,
          url,
        });
        expect(body.ok).toBe(true);
      }
    });
  });
});
