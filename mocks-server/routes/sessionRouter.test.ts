import type { SessionResponse, StaffSetting, ValueResponse } from '../data/types';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the session routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('answers the staff setting with the current staff and corporation', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/v1/organization/staffs/staffSetting/DESKTOP?locale=zh-CN`,
    );
    const body = (await response.json()) as ValueResponse<StaffSetting>;
    expect(body.value).toEqual(server.mock.state.staffSetting);
  });

  it('answers the account session with the access token and staff setting', async () => {
    const response = await fetch(`${server.baseUrl}/api/account/v2/session`);
    const body = (await response.json()) as SessionResponse;
    expect(body.value?.id).toBe(server.mock.state.accessToken);
    expect(body.value?.isAssistPlatform).toBe(false);
    expect(body.value?.staffSetting).toEqual({ language: 'zh-CN' });
    expect(body.corporationId).toBe(server.mock.state.currentCorporationId);
  });

  it('answers the staff setting in the lab-tenant corporation', async () => {
    const tenant = server.mock.state.tenants[1];
    const response = await fetch(
      `${server.baseUrl}/api/v1/organization/staffs/staffSetting/DESKTOP`,
      { headers: { cookie: `lab-tenant=${tenant.corporationId}` } },
    );
    const body = (await response.json()) as ValueResponse<StaffSetting>;
    expect(body.value.corporationId).toBe(tenant.corporationId);
    expect(body.value.id.startsWith(`${tenant.corporationId}:`)).toBe(true);
  });

  describe('when a token is given', () => {
    const someone = () => ({
      host: 'web',
      corporationId: server.mock.state.tenants[3].corporationId,
      staffId: `${server.mock.state.tenants[3].corporationId}:${server.mock.state.staffs[2].userId}`,
    });

    it('answers the account session of the token’s staff', async () => {
      const token = server.mock.grants.issueTokens(someone()).accessToken;
      const response = await fetch(`${server.baseUrl}/api/account/v2/session?accessToken=${token}`);
      const body = (await response.json()) as SessionResponse;
      expect(body.value?.id).toBe(token);
      expect(body.corporationId).toBe(someone().corporationId);
      expect(body.userId).toBe(server.mock.state.staffs[2].userId);
    });

    it('answers the staff setting for an accessToken query', async () => {
      const token = server.mock.grants.issueTokens(someone()).accessToken;
      const response = await fetch(
        `${server.baseUrl}/api/v1/organization/staffs/staffSetting/DESKTOP?accessToken=${token}`,
      );
      const body = (await response.json()) as ValueResponse<StaffSetting>;
      expect(body.value.id).toBe(someone().staffId);
    });

    it('answers 401 for a token nobody issued', async () => {
      const response = await fetch(`${server.baseUrl}/api/account/v2/session?accessToken=forged`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'error:common:access-token-invalid', message: 'access token invalid' },
      });
    });
  });

  it('lists the corporations the person belongs to: the group and its subsidiaries', async () => {
    const response = await fetch(`${server.baseUrl}/api/account/v2/corporations`);
    const body = (await response.json()) as {
      items: Array<{ id: string; name: string; staffId: string }>;
    };
    const userId = server.mock.state.currentStaffId.split(':')[1];
    expect(body.items).toEqual(
      server.mock.state.tenants.map((tenant) => ({
        id: tenant.corporationId,
        name: tenant.name,
        staffId: `${tenant.corporationId}:${userId}`,
      })),
    );
  });
});
