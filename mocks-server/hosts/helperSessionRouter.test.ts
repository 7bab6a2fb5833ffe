import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

describe('the helper code-to-session exchange', () => {
  let lab: HostTestServer;
  let own: string;
  let other: string;
  beforeAll(async () => {
    lab = await startHostTestServer();
    own = lab.server.mock.state.currentCorporationId;
    const tenant = lab.server.mock.state.tenants.find((t) => t.corporationId !== own);
    other = tenant?.corporationId ?? '';
  });
  afterAll(() => lab.close());

  const exchange = (suite: string, token: string, body: Record<string, unknown>) =>
    lab.post(`/api/${suite}/v2/helper/session?accessToken=${token}`, body);

  it.each([
    ['dingtalk', 'DINGTALK'],
    ['feishu', 'FEISHU'],
  ])(
    'gives a %s helper session a grant in the corporation it enters for',
    async (suite, platform) => {
      const answer = await exchange(suite, lab.issueToken(suite), {
        corporationId: other,
        platform,
        dtCorpId: own,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        value: { id: expect.stringMatching(/^lab-at-/), isAssistPlatform: true },
      });
      const setting = await lab.get(
        `/api/v1/organization/staffs/staffSetting/DESKTOP?accessToken=${(answer.body.value as { id: string }).id}`,
      );
      expect(setting.body.value).toMatchObject({ corporationId: other });
    },
  );

  it('refuses a platform or office-suite corporation that is not the session’s', async () => {
    const token = lab.issueToken('dingtalk');
    const wrongPlatform = { corporationId: other, platform: 'FEISHU', dtCorpId: own };
    expect((await exchange('dingtalk', token, wrongPlatform)).status).toBe(400);
    const wrongCorp = { corporationId: other, platform: 'DINGTALK', dtCorpId: 'elsewhere' };
    expect((await exchange('dingtalk', token, wrongCorp)).status).toBe(400);
  });

  it('refuses a corporation the lab does not know, and a call without a session', async () => {
    const token = lab.issueToken('dingtalk');
    const unknown = { corporationId: 'nowhere', platform: 'DINGTALK', dtCorpId: own };
    const refused = await exchange('dingtalk', token, unknown);
    expect(refused.status).toBe(403);
    const anonymous = await lab.post('/api/dingtalk/v2/helper/session', unknown);
    expect(anonymous.status).toBe(401);
  });
});
