import { LAB_HOST_IDS } from '../../mocks-server/hosts/labHostIds';
import { cookiesOf, setCookie, startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('opening the app as a host', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

  const open = (host: string, query: Record<string, string> = {}) =>
    lab.fetch(`/__lab/hosts/${host}/open?${new URLSearchParams(query)}`);

  it('sets the host, mode, staff, tenant and a fresh lab session, then activates the preset there', async () => {
    const { state } = lab.mock;
    const corp = state.tenants[1].corporationId;
    const staff = `${corp}:${state.staffs[7].userId}`;
    const response = await open('dingtalk', {
      corp,
      staff,
      scenario: 'office-suite-412',
      mode: 'hang',
    });
    expect(response.status).toBe(302);
    expect(setCookie(response, 'lab-host')).toBe('dingtalk');
    expect(setCookie(response, 'lab-host-mode')).toBe('hang');
    expect(setCookie(response, 'lab-host-staff')).toBe(staff);
    expect(setCookie(response, 'lab-tenant')).toBe(corp);
    const session = setCookie(response, 'lab-session') ?? '';
    expect(session).toMatch(/^lab-[0-9a-f]{12}$/);
    expect(lab.mock.scenarios.engine.activePresets(session).map((preset) => preset.name)).toEqual([
      'office-suite-412',
    ]);
    expect(response.headers.get('location')).toBe(`/?corpId=${corp}&appid=lab-app`);
    const again = setCookie(await open('dingtalk'), 'lab-session');
    expect(again).not.toBe(session);
  });

  it('makes the preset answer that browser’s calls', async () => {
    const response = await open('feishu', { scenario: 'office-suite-412' });
    const session = await lab.post(
      '/api/feishu/v2/session',
      { authCode: 'x' },
      cookiesOf(response),
    );
    expect(session.status).toBe(412);
  });

  it.each([
    ['wecom', /^\/\?corpId=ww[A-Za-z0-9]+&ekbCorpId=[A-Za-z0-9]+$/],
    ['workapp', /^\/\?corpId=[A-Za-z0-9]+$/],
    ['kk', /^\/\?sdkName=kk$/],
    ['kingOA', /^\/\?sdkName=kingOA$/],
    ['teams', /^\/__lab\/hosts\/teams\/host$/],
    ['native', /^\/\?type=eBridge$/],
    ['remote', /^\/\?sdkName=cloudOffice&mode=debug$/],
    [
      'web',
      /^\/idp\/web\/authorize\?corp_id=.+&staff_id=.+&client_id=client-app&redirect_uri=%2F$/,
    ],
  ])('opens %s where its launcher would', async (host, entry) => {
    expect((await open(host)).headers.get('location')).toMatch(entry);
  });

  it('opens an office suite in a helper corporation for another tenant, and no unknown one', async () => {
    const [helper, served] = lab.mock.state.tenants.map((tenant) => tenant.corporationId);
    const response = await open('feishu', { corp: helper, helperFor: served });
    expect(response.headers.get('location')).toBe(
      `/?corpId=${helper}&appid=lab-app&ekbCorpId=${served}`,
    );
    expect((await open('feishu', { helperFor: 'nowhere' })).status).toBe(400);
  });

  it('opens Teams without its client outside the host', async () => {
    expect((await open('teams', { mode: 'not-in-host' })).headers.get('location')).toBe(
      '/?sdkName=microsoftTeams',
    );
  });

  it('hands the cloud office app a ticket and the bank app a token its session call accepts', async () => {
    const ticket = new URL(
      `${lab.url}${(await open('cloudoffice')).headers.get('location')}`,
    ).searchParams.get('ticket');
    expect(
      (await lab.post(`/api/cloudoffice/v2/session?ticket=${ticket}`, { authCode: ticket })).status,
    ).toBe(200);
    const bank = new URL(`${lab.url}${(await open('hzbank')).headers.get('location')}`);
    expect(bank.pathname).toBe('/web/');
    const token = bank.searchParams.get('accessToken');
    expect(
      (await lab.post(`/api/hzbank/v1/session?accessToken=${token}`, { accessToken: token }))
        .status,
    ).toBe(200);
  });

  it('lands the web host signed in through the identity provider page', async () => {
    const idp = await lab.fetch((await open('web')).headers.get('location') ?? '');
    const code = new URL(`${lab.url}${idp.headers.get('location')}`).searchParams.get('code');
    const token = await lab.post('/api/idp/public/oauth2/token', {
      clientId: 'client-app',
      grantType: 'authorization_code',
      code,
    });
    expect(token.status).toBe(200);
  });

  it.each([
    [{ corp: 'nope' }, 'error:lab:unknown-tenant'],
    [{ staff: 'nope' }, 'error:lab:unknown-staff'],
    [{ mode: 'sideways' }, 'error:lab:unknown-mode'],
    [{ scenario: 'no-such-preset' }, 'error:lab:unknown-preset'],
  ])('refuses %o without setting cookies', async (query, code) => {
    const response = await open('kk', query);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await response.json()).error.code).toBe(code);
  });

  it('knows every host and no other', async () => {
    for (const host of LAB_HOST_IDS) expect((await open(host)).status).toBe(302);
    expect((await open('nope')).status).toBe(404);
  });
});
