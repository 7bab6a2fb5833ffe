import { startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('the vendors’ sign-in pages', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

  const locationOf = (response: Response) =>
    new URL(response.headers.get('location') ?? '', lab.url);

  describe('WeCom single sign-on', () => {
    it('sends the browser back with sso_auth, state and wxCorpId, and the code opens a session', async () => {
      const wxCorpId = `ww${lab.mock.state.tenants[2].corporationId}`;
      const query = new URLSearchParams({
        appid: wxCorpId,
        redirect_uri: '/applet/qyweixin.html?x=1',
        state: 'st',
      });
      const response = await lab.fetch(`/__lab/hosts/wecom/sso?${query}`);
      expect(response.status).toBe(302);
      const back = locationOf(response);
      expect(back.pathname).toBe('/applet/qyweixin.html');
      expect(back.searchParams.get('state')).toBe('st');
      expect(back.searchParams.get('wxCorpId')).toBe(wxCorpId);
      const session = await lab.post('/api/wecom/v2/web/session', {
        authCode: back.searchParams.get('sso_auth'),
        deviceType: 'DESKTOP',
      });
      expect(session.body).toMatchObject({
        corporationId: lab.mock.state.tenants[2].corporationId,
        wxCorpId,
      });
    });

    it('shows the “open in WeCom” error outside the host', async () => {
      const response = await lab.fetch('/__lab/hosts/wecom/sso?redirect_uri=/', {
        cookie: 'lab-host-mode=not-in-host',
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('请在企业微信客户端打开链接');
    });

    it('never sends the browser on in hang mode', async () => {
      const response = await lab.fetch('/__lab/hosts/wecom/sso?redirect_uri=/', {
        cookie: 'lab-host-mode=hang',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    });

    it('refuses to redirect off the lab', async () => {
      const response = await lab.fetch('/__lab/hosts/wecom/sso?redirect_uri=https://evil.example/');
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    });
  });

  describe.each(['dingtalk', 'feishu'])('%s authorization', (suite) => {
    it('sends the browser back with a code and state', async () => {
      const response = await lab.fetch(
        `/__lab/hosts/${suite}/authorize?redirect_uri=%2F%3Fa%3D1&state=s2`,
      );
      const back = locationOf(response);
      expect(back.searchParams.get('a')).toBe('1');
      expect(back.searchParams.get('state')).toBe('s2');
      const session = await lab.post(`/api/${suite}/v2/session`, {
        authCode: back.searchParams.get('code'),
      });
      expect(session.status).toBe(200);
    });
  });
});
